import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** A labelled horizontal bar: the label, then count and rate in words, so it reads without the picture. */
export function CountBar({ label, count, rate }: { label: string; count: number; rate: number }) {
  const text = `${count} (${rate}%)`;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(120px, 220px) 1fr auto' },
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, rate)}
        aria-label={`${label}: ${text}`}
        sx={{ height: 10, borderRadius: 5, gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 64, textAlign: 'right' }}>
        {text}
      </Typography>
    </Box>
  );
}
