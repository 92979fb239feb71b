import Typography from '@mui/material/Typography';

/** A section's empty state: one quiet line. */
export function EmptyNote({ children }: { children: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {children}
    </Typography>
  );
}
