import Box from '@mui/material/Box';
import type { PublicEvent } from '../../../lib/event/get-public-event';

/** The 16:9 banner; decorative (the event's name is the heading beside it), absent when there is none. */
export function EventBanner({ event }: { event: Pick<PublicEvent, 'cover_image' | 'config'> }) {
  const src = event.cover_image ?? event.config?.cover_image_url ?? null;
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
}
