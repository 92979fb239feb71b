import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { safeFileName } from '../../../lib/download';
import { useEventAnalytics } from '../api/event-analytics-api';
import { exportElementToPdf } from '../pdf/export-pdf';
import { AnalyticsReport } from './analytics-report';

/** The analytics tab of /event/{id}/analytics: upcoming or past layout, and "Export PDF" named after the event. */
export function EventAnalyticsPanel({ eventId, eventName }: { eventId: number; eventName: string }) {
  const query = useEventAnalytics(eventId);
  const { flags } = useFeatureFlags();
  const report = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState message={M.loadError} onRetry={() => void query.refetch()} />;

  const exportPdf = async () => {
    if (!report.current) return;
    setExporting(true);
    setExportFailed(false);
    try {
      await exportElementToPdf(report.current, `${safeFileName(eventName, 'Event analytics')}.pdf`, eventName);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {query.data.past ? 'Event results' : 'Event analytics'}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void exportPdf()}
          disabled={exporting}
          startIcon={exporting ? <CircularProgress size={16} aria-hidden /> : undefined}
        >
          Export PDF
        </Button>
      </Stack>
      {exportFailed && <ErrorState message="Something went wrong! Export failed. Please try again" />}
      <Box ref={report} sx={{ bgcolor: 'background.default' }}>
        <AnalyticsReport
          analytics={query.data}
          animate={!exporting}
          level="h3"
          budgetEnabled={flags['event-budget']}
          links
        />
      </Box>
    </Stack>
  );
}
