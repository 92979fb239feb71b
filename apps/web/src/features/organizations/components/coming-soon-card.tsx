import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Cards side by side where there is room, one column on phones. */
export const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

interface ComingSoonCardProps {
  icon: ReactNode;
  title: string;
  description: string;
  connected?: boolean;
  /** The card's button; without onAction it is shown disabled with `note` explaining why. */
  actionLabel: string;
  onAction?: () => void;
  note?: string;
  /** A note about a failure (a broken connection) reads as an error. */
  noteColor?: 'error' | 'text.secondary';
}

/** A settings card for an integration or budget setting; most arrive with later work and say so. */
export function ComingSoonCard({
  icon,
  title,
  description,
  connected,
  actionLabel,
  onAction,
  note,
  noteColor = 'text.secondary',
}: ComingSoonCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        {connected && <Chip label="Connected" color="success" size="small" />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {description}
      </Typography>
      {note && (
        <Typography variant="caption" color={noteColor} role={noteColor === 'error' ? 'alert' : undefined}>
          {note}
        </Typography>
      )}
      <div>
        <Button variant="outlined" size="small" onClick={onAction} disabled={!onAction}>
          {actionLabel}
        </Button>
      </div>
    </Paper>
  );
}
