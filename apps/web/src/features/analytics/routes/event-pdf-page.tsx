import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { PublicFrame } from '../../../components/public-frame';
import { usePdfData, type PdfData } from '../api/event-analytics-api';
import { AnalyticsReport } from '../components/analytics-report';
import { ReportHeading } from '../components/report-heading';
import { usePdfExport } from '../pdf/use-pdf-export';

/** The report with its heading and "Download PDF"; the answer's budget_enabled stands in for the flags. */
function PdfReport({ data }: { data: PdfData }) {
  const a = data.eventAnalytics;
  const pdf = usePdfExport(a.name);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          onClick={pdf.exportPdf}
          disabled={pdf.exporting}
          startIcon={pdf.exporting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Download PDF
        </Button>
      </Box>
      {pdf.failed && <ErrorState message={M.exportFailed} />}
      <Box ref={pdf.ref} sx={{ bgcolor: 'background.paper', p: 2, ...pdf.sx }}>
        <ReportHeading analytics={a} level="h1" />
        <AnalyticsReport analytics={a} animate={false} level="h2" budgetEnabled={data.budget_enabled} links={false} />
      </Box>
    </Stack>
  );
}

/**
 * Spec platform §2.1: event/{id}/pdf, the analytics PDF page; public, the token query parameter (a short-lived
 * signed link, docs/api-analytics.md) grants access instead of a session.
 */
export function EventPdfPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = usePdfData(Number(id), token);

  let body;
  if (!token || query.isError)
    body = <ErrorState message={token ? M.tokenInvalid : 'This link has no access token.'} />;
  else if (query.isPending) body = <PageLoader />;
  else body = <PdfReport data={query.data} />;
  return (
    <PublicFrame>
      {!query.data && (
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          Event analytics PDF
        </Typography>
      )}
      {body}
    </PublicFrame>
  );
}
