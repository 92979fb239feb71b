import type { ComponentType, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  icon: ComponentType<SvgIconProps>;
  /** The list's empty text (spec §8, e.g. "No events", "No collections"). */
  message: string;
  /** What the caller may do about it, e.g. a link that creates the first one. */
  children?: ReactNode;
}

/** An empty list: its icon and text in a dashed frame, with what may be done about it below. */
export function EmptyState({ icon: Icon, message, children }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 4, sm: 6 }, borderRadius: 3, borderStyle: 'dashed' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Icon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="p">
          {message}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
