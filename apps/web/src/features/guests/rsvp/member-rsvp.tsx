import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RSVP_MESSAGES, rsvpRefusal, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import type { EventPageSurveys } from '@huddle/domain/contracts/events';
import type { MyInvitee } from '../../../lib/event/event-models';
import { notify } from '../../../lib/snackbars';
import { useMailRsvpResult } from '../../../lib/use-mail-rsvp-result';
import { useRsvp } from '../api/rsvp';
import { LeavePausedDialog } from './leave-paused-dialog';
import { PreSurveyPrompt } from './pre-survey-prompt';
import { RsvpChoice } from './rsvp-choice';
import { rsvpErrorMessage } from './rsvp-errors';
import { RsvpOutcome } from './rsvp-outcome';
import { answerOf, isFrozen, offersSingleRsvp, opensPreSurvey, type RsvpTiming } from './rsvp-rules';

interface MemberRsvpProps {
  event: {
    id: number;
    rsvp_pause_active: boolean;
    my_invitee?: MyInvitee | null;
    /** The event page's record carries it (the lists and the public page do not). */
    pre_event_survey?: EventPageSurveys['pre_event_survey'] | undefined;
  };
  /** Not past: the card shows "This event has ended." instead. */
  timing: Exclude<RsvpTiming, 'past'>;
}

/**
 * A signed-in person answers as themselves (spec guests §4 RSVP control): Yes / Maybe / No, or one "RSVP" button
 * near and during the event; while RSVPs are paused only a Yes guest may leave Yes, after confirming.
 */
export function MemberRsvp({ event, timing }: MemberRsvpProps) {
  const rsvp = useRsvp();
  const navigate = useNavigate();
  // An answer given with a mail's button was recorded by the server: say so once, as after a click here.
  useMailRsvpResult(({ outcome, error }) => {
    if (outcome) notify.success(RSVP_MESSAGES.notified[outcome]);
    if (error) notify.error(error);
  });
  const [confirming, setConfirming] = useState<RsvpAnswer | null>(null);
  const current = event.my_invitee?.status ?? null;
  const answer = answerOf(current);
  const paused = event.rsvp_pause_active;
  const refused = (next: RsvpAnswer) => rsvpRefusal({ rsvpPauseActive: paused }, current, next) !== null;

  const send = (status: RsvpAnswer) => {
    rsvp.mutate(
      { eventId: event.id, status },
      {
        onSuccess: () => {
          notify.success(RSVP_MESSAGES.notified[status]);
          // Spec events §4: after a Yes, the event's pre-event survey opens (its page; its submission is the Yes).
          if (status === 'rsvp' && opensPreSurvey(event)) void navigate(`/survey/${event.id}/pre`);
        },
        onError: (error) => notify.error(rsvpErrorMessage(error, 'member')),
        onSettled: () => setConfirming(null),
      },
    );
  };

  const choose = (next: RsvpAnswer) => {
    if (next === current) return;
    if (paused && current === 'rsvp') setConfirming(next);
    else send(next);
  };

  let controls;
  if (isFrozen(paused, current)) {
    controls = <Typography color="text.secondary">{RSVP_MESSAGES.locked}</Typography>;
  } else if (offersSingleRsvp(timing, current)) {
    controls = (
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => choose('rsvp')}
        disabled={rsvp.isPending || refused('rsvp')}
      >
        RSVP
      </Button>
    );
  } else {
    controls = (
      <RsvpChoice label="Your RSVP" value={answer} onChange={choose} isDisabled={refused} disabled={rsvp.isPending} />
    );
  }

  return (
    <Stack spacing={2}>
      {answer ? <RsvpOutcome status={answer} /> : <Typography>Will you attend?</Typography>}
      {controls}
      <PreSurveyPrompt eventId={event.id} going={current === 'rsvp'} />
      <LeavePausedDialog
        next={confirming}
        pending={rsvp.isPending}
        onConfirm={send}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
