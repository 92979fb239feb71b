import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useEventAnalytics } from '../api/event-analytics-api';
import { usePdfExport } from '../pdf/use-pdf-export';
import { AnalyticsReport } from './analytics-report';
import { ReportHeading } from './report-heading';

/** The analytics tab of /event/{id}/analytics: upcoming or past layout, and "Export PDF" named after the event. */
export function EventAnalyticsPanel({ eventId, eventName }: { eventId: number; eventName: string }) {
  const query = useEventAnalytics(eventId);
  const { flags } = useFeatureFlags();
  const pdf = usePdfExport(eventName);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState message={M.loadError} onRetry={() => void query.refetch()} />;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {query.data.past ? 'Event results' : 'Event analytics'}
        </Typography>
        <Button
          variant="outlined"
          onClick={pdf.exportPdf}
          disabled={pdf.exporting}
          startIcon={pdf.exporting ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          Export PDF
        </Button>
      </Stack>
      {pdf.failed && <ErrorState message={M.exportFailed} />}
      <Box ref={pdf.ref} sx={{ bgcolor: 'background.default', ...pdf.sx }}>
        {/* The page above already names the event; the PDF names it inside the drawing. */}
        {pdf.exporting && <ReportHeading analytics={query.data} level="p" />}
        <AnalyticsReport
          analytics={query.data}
          animate={!pdf.exporting}
          level="h3"
          budgetEnabled={flags['event-budget']}
          links
        />
      </Box>
    </Stack>
  );
}
