import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Skeleton from '@mui/material/Skeleton';
import dayjs from 'dayjs';
import type { SurveyStyle } from '@huddle/domain/survey-schemas';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useSurveyResponse } from '../api/get-survey-responses';
import type { SurveyResults } from '../api/survey-models';

type Response = SurveyResults['individual_responses'][number];

/** One response: respondent (never for an anonymous survey), date MM/DD/YY (spec §9), the answers. */
export function ResponseCard({ response }: { response: Response }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 2 }}
      component="article"
      aria-label={`Respondent ${response.number}`}
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ flexGrow: 1 }}>
          {response.respondent
            ? `${response.respondent.name} (${response.respondent.email})`
            : `Respondent ${response.number}`}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {dayjs(response.submitted_at).format('MM/DD/YY')}
        </Typography>
      </Stack>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        {response.answers.map((a) => (
          <div key={a.question_id}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {a.title}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {a.answer || '—'}
            </Typography>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/** Spec §5: the respondent-number jump accepts 2 up to the responder count (1 is where it starts). */
export function jumpTarget(value: string, count: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= 2 && n <= count ? n : null;
}

/** Individual: one response at a time (read a page of one), previous / next and a jump to a respondent number. */
export function IndividualResponses({
  eventId,
  style,
  count,
}: {
  eventId: number;
  style: SurveyStyle;
  /** The responder count of the results. */
  count: number;
}) {
  const [index, setIndex] = useState(0);
  const [jump, setJump] = useState('');
  const target = jumpTarget(jump, count);
  const shown = Math.min(index, count - 1);
  const current = useSurveyResponse(eventId, style, shown + 1);
  if (count === 0) return null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
          <IconButton aria-label="Previous respondent" disabled={shown === 0} onClick={() => setIndex(shown - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography aria-live="polite">
            Respondent {shown + 1} of {count}
          </Typography>
          <IconButton aria-label="Next respondent" disabled={shown >= count - 1} onClick={() => setIndex(shown + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        {count > 1 && (
          <Stack
            direction="row"
            spacing={1}
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              if (target) setIndex(target - 1);
            }}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              size="small"
              label="Respondent number"
              value={jump}
              onChange={(e) => setJump(e.target.value)}
              error={jump !== '' && target === null}
              helperText={jump !== '' && target === null ? `Enter a number from 2 to ${count}` : ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 180 }}
            />
            <Button type="submit" variant="outlined" disabled={target === null}>
              Go
            </Button>
          </Stack>
        )}
      </Stack>
      {current.isError ? (
        <ErrorState message={errorMessage(current.error)} onRetry={() => void current.refetch()} />
      ) : current.data ? (
        <ResponseCard response={current.data} />
      ) : (
        <Skeleton variant="rounded" height={160} aria-label="Loading the response" />
      )}
    </Stack>
  );
}
