import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';

/** A manager tab that a later issue builds: its heading and a plain word on what will be there. */
export function TabPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'flex-start' }}
    >
      <ConstructionOutlinedIcon color="primary" aria-hidden />
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary">{children}</Typography>
      </Stack>
    </Paper>
  );
}
