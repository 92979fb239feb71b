import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import {
  SUMMARY_RESPONSES_SHOWN,
  SUMMARY_RESPONSES_THRESHOLD,
  SURVEY_RESPONSES_PAGE_SIZE,
  type SurveyStyle,
} from '@huddle/domain/survey-schemas';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useSurveyResponsePages } from '../api/get-survey-responses';
import type { SurveyResults } from '../api/survey-models';
import { CountBar } from './count-bar';
import { plural } from './survey-card';
import { ResponseCard } from './individual-responses';

type Question = SurveyResults['questions'][number];

/** Summary: the NPS figures, counts per question as bars, short answers listed, a few individual responses. */
export function SurveySummary({
  eventId,
  results,
  onViewAll,
}: {
  eventId: number;
  results: SurveyResults;
  onViewAll: () => void;
}) {
  const [all, setAll] = useState(false);
  // The results carry the first responses; the dialog reads every page of them.
  const many = results.responders_count > SUMMARY_RESPONSES_THRESHOLD;
  const shown = many ? results.individual_responses.slice(0, SUMMARY_RESPONSES_SHOWN) : results.individual_responses;
  return (
    <Stack spacing={3}>
      <Typography>
        {results.responders_count} {results.responders_count === 1 ? 'person' : 'people'} responded
        {results.is_anonymous ? ' anonymously' : ''}.
      </Typography>
      {results.nps && <NpsSummary nps={results.nps} />}
      {results.questions.map((q, i) => (
        <QuestionSummary key={q.id} question={q} number={i + 1} />
      ))}
      <Divider />
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h3">
          Individual responses
        </Typography>
        {shown.map((r) => (
          <ResponseCard key={r.number} response={r} />
        ))}
        {many && (
          <Button variant="outlined" onClick={() => setAll(true)} sx={{ alignSelf: 'flex-start' }}>
            View all individual responses
          </Button>
        )}
      </Stack>
      <Dialog
        open={all}
        onClose={() => setAll(false)}
        fullWidth
        maxWidth="md"
        aria-labelledby="all-responses-title"
        scroll="paper"
      >
        <DialogTitle id="all-responses-title">All individual responses</DialogTitle>
        <DialogContent dividers>
          <AllResponses eventId={eventId} style={results.style} open={all} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onViewAll}>Open the Individual tab</Button>
          <Button onClick={() => setAll(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** Every response, a page at a time ("Show more responses" reads the next). */
function AllResponses({ eventId, style, open }: { eventId: number; style: SurveyStyle; open: boolean }) {
  const pages = useSurveyResponsePages(eventId, style, SURVEY_RESPONSES_PAGE_SIZE, open);
  if (pages.isError) return <ErrorState message={errorMessage(pages.error)} onRetry={() => void pages.refetch()} />;
  if (!pages.data) return <Skeleton variant="rounded" height={160} aria-label="Loading responses" />;
  return (
    <Stack spacing={1.5}>
      {pages.data.pages
        .flatMap((p) => p.data)
        .map((r) => (
          <ResponseCard key={r.number} response={r} />
        ))}
      {pages.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
          sx={{ alignSelf: 'flex-start' }}
        >
          Show more responses
        </Button>
      )}
    </Stack>
  );
}

function NpsSummary({ nps }: { nps: NonNullable<SurveyResults['nps']> }) {
  const groups = [
    { key: 'promoter', label: 'Promoters (9–10)' },
    { key: 'passive', label: 'Passives (7–8)' },
    { key: 'detractor', label: 'Detractors (0–6)' },
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} component="section" aria-label="Net Promoter Score">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ textAlign: 'center', minWidth: 120 }}>
          <Typography variant="overline" component="h3">
            NPS
          </Typography>
          <Typography variant="h3" component="p" aria-label={`NPS score ${nps.score ?? 'none'}`}>
            {nps.score ?? '—'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {plural(nps.counts.total, 'answer')}
          </Typography>
        </Box>
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          {groups.map((g) => (
            <CountBar key={g.key} label={g.label} count={nps.counts[g.key]} rate={nps.rates[g.key]} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function QuestionSummary({ question: q, number }: { question: Question; number: number }) {
  return (
    <Stack spacing={1} component="section" aria-label={`Question ${number}`}>
      <Typography variant="subtitle1" component="h3">
        {number}. {q.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {plural(q.answers_count, 'answer')}
      </Typography>
      {q.question_type === 'short' ? (
        q.short_answers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No answers yet.
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
            {q.short_answers.map((a, i) => (
              <Typography key={i} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {a}
              </Typography>
            ))}
            {q.answers_count > q.short_answers.length && (
              <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
                The first {q.short_answers.length} of {q.answers_count} answers: the export has them all.
              </Typography>
            )}
          </Stack>
        )
      ) : (
        q.options.map((o) => <CountBar key={`${o.id ?? 'v'}-${o.text}`} label={o.text} count={o.count} rate={o.rate} />)
      )}
    </Stack>
  );
}
