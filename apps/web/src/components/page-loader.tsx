import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

interface PageLoaderProps {
  label?: string;
  /** Full-screen loaders stand in for a whole page, so they carry the page's main landmark. */
  fullScreen?: boolean;
}

export function PageLoader({ label = 'Loading…', fullScreen = false }: PageLoaderProps) {
  return (
    <Box
      component={fullScreen ? 'main' : 'div'}
      role={fullScreen ? undefined : 'status'}
      aria-live="polite"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
