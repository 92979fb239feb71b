import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { RSVP_MESSAGES, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import { useDownloadIcal } from '../../../lib/event/download-ical';
import { PreSurveyPrompt } from './pre-survey-prompt';
import { RsvpOutcome } from './rsvp-outcome';
import { isFrozen } from './rsvp-rules';

interface PostRsvpStepProps {
  event: { id: number; name: string; rsvp_pause_active: boolean };
  status: RsvpAnswer;
  onChangeAnswer: () => void;
}

/** The end of the public RSVP flow ("post-rsvp"): the outcome, the calendar file and a way to change the answer. */
export function PostRsvpStep({ event, status, onChangeAnswer }: PostRsvpStepProps) {
  const ical = useDownloadIcal();
  const frozen = isFrozen(event.rsvp_pause_active, status);
  return (
    <Stack spacing={2} data-step="post-rsvp">
      <RsvpOutcome status={status} />
      <PreSurveyPrompt eventId={event.id} going={status === 'rsvp'} />
      <Button
        variant="contained"
        startIcon={<EventAvailableOutlinedIcon />}
        onClick={() => ical.mutate({ id: event.id, name: event.name })}
        disabled={ical.isPending}
      >
        Add to calendar
      </Button>
      {frozen ? (
        <Typography color="text.secondary">{RSVP_MESSAGES.locked}</Typography>
      ) : (
        <Button variant="outlined" onClick={onChangeAnswer}>
          Change my answer
        </Button>
      )}
    </Stack>
  );
}
