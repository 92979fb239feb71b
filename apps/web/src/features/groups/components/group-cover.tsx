import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { Group } from '../api/group-models';

/** Dark enough that the initial keeps a 3:1 contrast on its own 12% tint (large text). */
const TINTS = ['#4f46e5', '#0f766e', '#b45309', '#be185d', '#1d4ed8', '#7c3aed', '#15803d', '#c2410c'];

export function groupTint(id: number): string {
  return TINTS[Math.abs(id) % TINTS.length] ?? TINTS[0]!;
}

interface GroupCoverProps {
  group: Pick<Group, 'id' | 'name' | 'cover_image'>;
  /** Height of the banner; the cover images are 16:9. */
  height: number | Record<string, number>;
  /** A preview replaces the saved image (the form). */
  src?: string | null;
  rounded?: boolean;
}

/** The group's cover image, or a tinted placeholder with the group's initial. Decorative: the name is shown nearby. */
export function GroupCover({ group, height, src, rounded = false }: GroupCoverProps) {
  const image = src === undefined ? group.cover_image : src;
  const radius = rounded ? 2 : 0;
  if (image) {
    return (
      <Box
        component="img"
        src={image}
        alt=""
        sx={{ display: 'block', width: '100%', height, objectFit: 'cover', borderRadius: radius }}
      />
    );
  }
  const tint = groupTint(group.id);
  return (
    <Box
      aria-hidden
      sx={{
        height,
        display: 'grid',
        placeItems: 'center',
        borderRadius: radius,
        bgcolor: alpha(tint, 0.12),
        backgroundImage: `radial-gradient(circle at 20% 20%, ${alpha(tint, 0.18)} 0, transparent 55%)`,
        color: tint,
        fontSize: 48,
        fontWeight: 800,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {group.name.trim().charAt(0).toUpperCase() || '#'}
    </Box>
  );
}
