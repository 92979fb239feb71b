import Avatar from '@mui/material/Avatar';
import type { SxProps, Theme } from '@mui/material/styles';

interface PersonAvatarProps {
  name: string;
  src?: string | null;
  size?: number;
  sx?: SxProps<Theme>;
  className?: string;
}

/** Up to two initials of a name ("Ada Lovelace" → "AL"). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** A person's picture, or their initials in white on the primary colour (MUI's grey default fails contrast). */
export function PersonAvatar({ name, src, size = 40, sx, className }: PersonAvatarProps) {
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      className={className}
      sx={[
        {
          width: size,
          height: size,
          fontSize: Math.round(size * 0.42),
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          // Inside a Chip, MUI's own avatar colours would win on specificity.
          '&&.MuiChip-avatar': { color: 'primary.contrastText', bgcolor: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
