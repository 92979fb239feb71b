import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mailRsvpErrorText } from '@huddle/domain/communication-schemas';
import { RSVP_MESSAGES, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import { OrganizationBrand } from '../../../components/organization-brand';
import { PageLoader } from '../../../components/page-loader';
import { PublicFrame } from '../../../components/public-frame';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/document-title';
import { useOrganization } from '../../../lib/organization';
import { useEmailRsvpAnswer, useEmailRsvpDetails } from '../api/email-rsvp';
import { LeavePausedDialog } from '../rsvp/leave-paused-dialog';
import { RsvpChoice } from '../rsvp/rsvp-choice';
import { answerOf } from '../rsvp/rsvp-rules';

/** A refusal's text from its code (MAIL_RSVP_ERRORS): our own words, whatever the answer carried. */
function refusalText(error: unknown): string {
  if (isApiError(error)) return mailRsvpErrorText(error.code ?? null) ?? errorMessage(error);
  return errorMessage(error);
}

/**
 * /rsvp/answer?token=…&status=… (ADR 10): where a mail's Yes / Maybe / No button lands. Mail scanners open every
 * link, so opening the page records nothing; it shows the event with the chosen answer and records it with one
 * click, then opens the event with the outcome (as the link itself did before).
 */
export function RsvpAnswerPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const organization = useOrganization();
  const navigate = useNavigate();
  const details = useEmailRsvpDetails(token);
  const answer = useEmailRsvpAnswer();
  const [status, setStatus] = useState<RsvpAnswer | null>(answerOf(params.get('status') as RsvpAnswer | null));
  const [leaving, setLeaving] = useState<RsvpAnswer | null>(null);
  const [recorded, setRecorded] = useState<RsvpAnswer | null>(null);
  useDocumentTitle(details.data?.event.name ?? 'Your RSVP');

  const record = async (status: RsvpAnswer) => {
    setLeaving(null);
    const saved = await answer.mutateAsync({ token, status }).catch(() => null);
    if (!saved) return;
    // A visitor's public page shows the outcome with "Change my answer". An account holder's event page needs a
    // session this browser may not have, so the outcome shows here, with the way to the event.
    if (!saved.event_path.startsWith('/public/')) {
      setRecorded(status);
      return;
    }
    const outcome = new URLSearchParams({ rsvp_outcome: status, ...(saved.email ? { email: saved.email } : {}) });
    void navigate(`${saved.event_path}?${outcome.toString()}`, { replace: true });
  };

  // As on the event page (spec events §4): leaving Yes while RSVPs are paused cannot be undone, so it is confirmed.
  const confirm = () => {
    if (!status) return;
    const leavingYes = details.data?.rsvp_pause_active && details.data.status === 'rsvp' && status !== 'rsvp';
    if (leavingYes) setLeaving(status);
    else void record(status);
  };

  const data = details.data;
  const linkError = details.isError ? refusalText(details.error) : data?.error ? mailRsvpErrorText(data.error) : null;
  return (
    <PublicFrame>
      <Stack spacing={3}>
        <Box component="header" sx={{ display: 'flex', alignItems: 'center' }}>
          <OrganizationBrand organization={organization} />
        </Box>
        {details.isPending ? (
          <PageLoader />
        ) : (
          <Stack spacing={2}>
            <Typography variant="h4" component="h1">
              {data?.event.name ?? 'Your RSVP'}
            </Typography>
            {data && (
              <Typography color="text.secondary">{formatDateTime(data.event.start_at, data.event.timezone)}</Typography>
            )}
            {linkError ? (
              <Alert severity="warning">{linkError}</Alert>
            ) : recorded ? (
              <Alert severity="success" role="status">
                {RSVP_MESSAGES.outcome[recorded]}
              </Alert>
            ) : (
              <>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  Your RSVP
                </Typography>
                <RsvpChoice label="Your RSVP" value={status} onChange={setStatus} disabled={answer.isPending} />
                {!status && <Typography color="text.secondary">{RSVP_MESSAGES.answerRequired}</Typography>}
                {answer.isError && <Alert severity="error">{refusalText(answer.error)}</Alert>}
                <Button variant="contained" size="large" onClick={confirm} disabled={!status || answer.isPending}>
                  {RSVP_MESSAGES.confirmAnswer}
                </Button>
              </>
            )}
            {data && (
              <Button component={RouterLink} to={data.event_path} sx={{ alignSelf: 'flex-start' }}>
                View event
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      <LeavePausedDialog
        next={leaving}
        pending={answer.isPending}
        onConfirm={(next) => void record(next)}
        onClose={() => setLeaving(null)}
      />
    </PublicFrame>
  );
}
