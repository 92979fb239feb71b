import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { SURVEY_LOADER_DELAY_MS, SURVEY_MESSAGES, type SurveyStyle } from '@huddle/domain/survey-schemas';
import { ErrorState } from '../../../components/error-state';
import { PublicFrame } from '../../../components/public-frame';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDateTime } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/document-title';
import { rememberReturnPath } from '../../../lib/return-path';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';
import { useSubmitSurvey, useSurveyPage, type SubmitAnswer } from '../api/survey-page-api';
import { SurveyAnswerForm } from '../components/survey-answer-form';

export function PreSurveyPage() {
  return <SurveyAnswerPage style="pre" />;
}

export function PostSurveyPage() {
  return <SurveyAnswerPage style="post" />;
}

type Outcome = { kind: 'submitted'; message: string; rsvp: string | null } | { kind: 'proof'; message: string };

/** Spec §8: the server's error map shown as 'key: message' joined by commas. */
const errorMap = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([key, list]) => `${key}: ${list.join(', ')}`)
    .join(', ');

/** /survey/{id}/pre and /survey/{id}/post: public, signed in or not, or from the mailed link's ?token=. */
function SurveyAnswerPage({ style }: { style: SurveyStyle }) {
  const eventId = Number(useParams().id);
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token');
  const { user, isLoading: userLoading } = useCurrentUser();
  const page = useSurveyPage(eventId, style, token);
  const submit = useSubmitSurvey(eventId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<{ message: string; errors: Record<string, string[]> } | null>(null);
  const [closed, setClosed] = useState<'already' | 'unavailable' | null>(null);
  useDocumentTitle(page.data ? `${page.data.event.name} survey` : 'Survey');
  const loading = page.isPending || userLoading;
  const loaderShown = useDelayedFlag(loading, SURVEY_LOADER_DELAY_MS);

  if (isApiError(page.error, 401)) {
    rememberReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  if (loading)
    return (
      <PublicFrame>
        {/* Spec §9: the loader waits 1200 ms, so a quick answer shows the survey without a flash. */}
        <Stack spacing={2} aria-busy="true" aria-label="Loading the survey">
          {loaderShown && (
            <>
              <Skeleton variant="text" width="60%" height={48} data-testid="survey-loader" />
              <Skeleton variant="rounded" height={240} />
            </>
          )}
        </Stack>
      </PublicFrame>
    );
  if (page.isError)
    return (
      <PublicFrame>
        {isApiError(page.error, 404) || isApiError(page.error, 403) ? (
          <Notice
            severity="info"
            title="Survey unavailable"
            text={isApiError(page.error, 404) ? 'This survey is not available.' : SURVEY_MESSAGES.unavailable}
          />
        ) : (
          <ErrorState message={errorMessage(page.error)} onRetry={() => void page.refetch()} />
        )}
      </PublicFrame>
    );

  const { event, survey } = page.data;
  const state = closed === 'already' ? 'already_answered' : closed === 'unavailable' ? 'unavailable' : page.data.state;
  // Spec §4: an open event's visitor answers with an email; an organization event's with one of its domains (checked
  // by the server); an invite-only event's signs in first (the server's 401).
  const asksVisitor = style === 'pre' && !user && !token && event.privacy !== 'invite_only';

  const send = (
    answers: Parameters<typeof SurveyAnswerForm>[0]['onSubmit'] extends (e: infer E) => void ? E : never,
  ) => {
    setFailure(null);
    submit.mutate(
      { event: { style, ...answers, ...(token ? { token } : {}) } },
      {
        onSuccess: (answer: SubmitAnswer) =>
          setOutcome(
            'proof_required' in answer
              ? { kind: 'proof', message: answer.message }
              : { kind: 'submitted', message: answer.message, rsvp: answer.rsvp_message },
          ),
        onError: (error) => {
          if (isApiError(error, 401)) {
            rememberReturnPath(`${location.pathname}${location.search}`);
            window.location.assign('/login');
          } else if (isApiError(error, 409)) setClosed('already');
          else if (isApiError(error, 403)) setClosed('unavailable');
          else
            setFailure({
              message: isApiError(error) && error.errors ? errorMap(error.errors) : errorMessage(error),
              errors: (isApiError(error) && error.errors) || {},
            });
        },
      },
    );
  };

  return (
    <PublicFrame>
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography variant="overline" component="p" color="text.secondary">
            {style === 'pre' ? 'Pre-event survey' : 'Post-event survey'}
          </Typography>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {event.name}
          </Typography>
          <Typography color="text.secondary">{formatDateTime(event.start, user?.timezone ?? null)}</Typography>
        </Stack>
        {outcome?.kind === 'submitted' ? (
          <Notice
            severity="success"
            title={SURVEY_MESSAGES.thankYou}
            text={[outcome.message, outcome.rsvp].filter(Boolean).join('\n')}
          />
        ) : state === 'already_answered' ? (
          <Notice severity="info" title="Already submitted" text={SURVEY_MESSAGES.alreadySubmitted} />
        ) : state === 'unavailable' ? (
          <Notice severity="info" title="Survey unavailable" text={SURVEY_MESSAGES.unavailable} />
        ) : null}
        {(outcome?.kind === 'submitted' || state !== 'open') && user && (
          <Button component={RouterLink} to={`/event/${event.id}/view`} sx={{ alignSelf: 'center' }}>
            Go to the event
          </Button>
        )}
        {outcome?.kind !== 'submitted' && state === 'open' && (
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
            <Stack spacing={3}>
              {survey.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{survey.description}</Typography>}
              {survey.is_anonymous && (
                <Alert severity="info" variant="outlined">
                  Your answers are anonymous: the organizers see them without your name.
                </Alert>
              )}
              {outcome?.kind === 'proof' && <Alert severity="info">{outcome.message}</Alert>}
              {failure && (
                <Alert severity="error" role="alert">
                  {failure.message}
                </Alert>
              )}
              <SurveyAnswerForm
                page={page.data}
                asksVisitor={asksVisitor}
                pending={submit.isPending}
                errors={failure?.errors ?? {}}
                onSubmit={send}
              />
            </Stack>
          </Paper>
        )}
      </Stack>
    </PublicFrame>
  );
}

function Notice({ severity, title, text }: { severity: 'success' | 'info'; title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }} role="status">
      {severity === 'success' && <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />}
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
        {text}
      </Typography>
    </Paper>
  );
}
