import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/dates';
import type { EventAnalyticsRecord } from '../api/event-analytics-api';

/**
 * The event's name and start, in its timezone, at the top of the drawn report: the PDF page's h1, and in the tab
 * (whose page already names the event) a plain heading shown only while the PDF is drawn.
 */
export function ReportHeading({ analytics: a, level }: { analytics: EventAnalyticsRecord; level: 'h1' | 'p' }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h4" component={level} sx={{ overflowWrap: 'anywhere' }}>
        {a.name}
      </Typography>
      <Typography color="text.secondary">{formatDateTime(a.start, a.timeZone)}</Typography>
    </Box>
  );
}
