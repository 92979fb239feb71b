import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The shape of the event page while the event loads, with the loading text for screen readers and eyes. */
export function EventPageSkeleton({ message = 'Loading event…' }: { message?: string }) {
  return (
    <Stack spacing={3} role="status" aria-live="polite" aria-busy>
      <Typography color="text.secondary">{message}</Typography>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
          <Stack spacing={1.5} sx={{ p: { xs: 2, sm: 3 } }}>
            <Skeleton variant="text" sx={{ fontSize: '2rem', width: '70%' }} />
            <Skeleton variant="text" sx={{ width: '45%' }} />
            <Skeleton variant="text" sx={{ width: '35%' }} />
            <Skeleton variant="text" sx={{ width: '55%' }} />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
          <Skeleton variant="text" sx={{ fontSize: '1.25rem', width: '40%' }} />
          <Skeleton variant="rounded" height={40} sx={{ mt: 2 }} />
        </Paper>
      </Box>
    </Stack>
  );
}
