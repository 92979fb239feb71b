import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A manager tab's loading text (spec events §2), e.g. "Updating guest list…". */
export function TabLoading({ message }: { message: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, px: 1 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{message}</Typography>
    </Box>
  );
}
