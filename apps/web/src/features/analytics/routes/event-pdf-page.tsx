import { useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYTICS_MESSAGES as M } from '@huddle/domain/analytics';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { PublicFrame } from '../../../components/public-frame';
import { formatDateTime } from '../../../lib/dates';
import { safeFileName } from '../../../lib/download';
import { usePdfData } from '../api/event-analytics-api';
import { AnalyticsReport } from '../components/analytics-report';
import { exportElementToPdf } from '../pdf/export-pdf';

/**
 * Spec platform §2.1: event/{id}/pdf, the analytics PDF page; public, the token query parameter (a short-lived
 * signed link, docs/api-analytics.md) grants access instead of a session.
 */
export function EventPdfPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const eventId = Number(id);
  const token = params.get('token') ?? '';
  const query = usePdfData(eventId, token);
  const report = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  let body;
  if (!token || query.isError)
    body = <ErrorState message={token ? M.tokenInvalid : 'This link has no access token.'} />;
  else if (query.isPending) body = <PageLoader />;
  else {
    const a = query.data.eventAnalytics;
    const download = async () => {
      if (!report.current) return;
      setBusy(true);
      try {
        // The page's own heading and date are inside the drawn element.
        await exportElementToPdf(report.current, `${safeFileName(a.name, 'Event analytics')}.pdf`);
      } finally {
        setBusy(false);
      }
    };
    body = (
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => void download()} disabled={busy}>
            Download PDF
          </Button>
        </Box>
        <Box ref={report} sx={{ bgcolor: 'background.paper', p: 2 }}>
          <Typography variant="h4" component="h1">
            {a.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {formatDateTime(a.start, a.timeZone)}
          </Typography>
          {/* The answer's budget_enabled stands in for the flags, which a page without a session cannot read. */}
          <AnalyticsReport
            analytics={a}
            animate={false}
            level="h2"
            budgetEnabled={query.data.budget_enabled}
            links={false}
          />
        </Box>
      </Stack>
    );
  }
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
