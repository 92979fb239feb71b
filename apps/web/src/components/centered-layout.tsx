import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface CenteredLayoutProps {
  title: string;
  subtitle?: ReactNode;
  brand?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
}

/** The public pages (sign-in, finder, errors): one card in the middle of the page. */
export function CenteredLayout({ title, subtitle, brand, children, footer, maxWidth = 440 }: CenteredLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 6 },
        background: (theme) =>
          `radial-gradient(circle at 15% 0%, ${theme.palette.primary.light}22 0, transparent 45%), ${theme.palette.background.default}`,
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth }}>
        {brand}
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Stack spacing={1} sx={{ mb: children ? 3 : 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary" component="div">
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </Paper>
        {footer && (
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="body2" color="text.secondary" component="div">
              {footer}
            </Typography>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
