import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

interface ComposerNoticesProps {
  /** Why this communication cannot be sent at all (RSVP pause, method, event state). */
  refusal: string | null;
  /** A saved communication that can no longer change (sending, sent, failed). */
  locked: string | null;
  /** Something to fix before saving (e.g. a reschedule). */
  warning?: string | null;
  /** The last save's failure. */
  failure: string | null;
}

/** The alerts above a composer's columns. */
export function ComposerNotices({ refusal, locked, warning, failure }: ComposerNoticesProps) {
  if (!refusal && !locked && !warning && !failure) return null;
  return (
    <Box sx={{ px: { xs: 2, md: 3 }, pt: 2, display: 'grid', gap: 1 }}>
      {locked && <Alert severity="info">{locked}</Alert>}
      {refusal && <Alert severity="warning">{refusal}</Alert>}
      {warning && <Alert severity="warning">{warning}</Alert>}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}
