import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import type { HuddleEvent } from '../../../lib/event/event-models';

export const BANNER_HEIGHT = 160;

/** The cover image, or a tinted placeholder; decorative either way (the name sits right below it). */
export function EventBanner({ event }: { event: Pick<HuddleEvent, 'id' | 'cover_image' | 'config'> }) {
  const src = event.cover_image || event.config?.cover_image_url;
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        sx={{ display: 'block', width: '100%', height: BANNER_HEIGHT, objectFit: 'cover', bgcolor: 'action.hover' }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        height: BANNER_HEIGHT,
        width: '100%',
        display: 'grid',
        placeItems: 'center',
        color: 'primary.main',
        background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.16)} 0%, ${alpha(
          theme.palette.secondary.main,
          0.1 + (event.id % 3) * 0.05,
        )} 100%)`,
      })}
    >
      <EventOutlinedIcon sx={{ fontSize: 48, opacity: 0.7 }} />
    </Box>
  );
}
