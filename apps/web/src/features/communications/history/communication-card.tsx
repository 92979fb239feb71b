import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CommunicationCardProps {
  title: string;
  /** Names the delivery methods (spec §2: card subheaders name the methods). */
  subheader: string;
  children: ReactNode;
}

/** One of the two cards at the top of the communications page: a titled region with its actions. */
export function CommunicationCard({ title, subheader, children }: CommunicationCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0, height: '100%' }}
    >
      <Stack spacing={2}>
        <div>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {subheader}
          </Typography>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
