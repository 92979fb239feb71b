import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The page frame of public pages that stand outside the signed-in shell (public event, callbacks, PDF). */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>
      {children}
    </Box>
  );
}
