import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { EventSection } from '../../../components/event-section';
import { errorMessage } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { notify } from '../../../lib/snackbars';
import { useRsvpPause } from '../api/rsvp-pause';

type PauseEvent = Pick<HuddleEvent, 'id' | 'published' | 'rsvp_pause_allowed' | 'rsvp_pause_active'>;

/** Spec guests §4: RSVPs toggle between open and closed, only when pausing was allowed before publishing. */
export function RsvpPauseCard({ event }: { event: PauseEvent }) {
  const pause = useRsvpPause();
  const allowed = event.rsvp_pause_allowed && event.published;
  const open = !event.rsvp_pause_active;

  const toggle = (nextOpen: boolean) => {
    pause.mutate(
      { eventId: event.id, paused: !nextOpen },
      {
        onSuccess: ({ message }) =>
          notify.success(message || (nextOpen ? RSVP_MESSAGES.pauseOpened : RSVP_MESSAGES.pauseClosed)),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <EventSection title="RSVP status" level="h3">
      {allowed ? (
        <Stack spacing={1}>
          <FormControlLabel
            control={<Switch checked={open} onChange={(_e, checked) => toggle(checked)} disabled={pause.isPending} />}
            label="Accepting RSVPs"
          />
          <Typography variant="body2" color="text.secondary">
            {open ? 'Guests can RSVP to this event.' : RSVP_MESSAGES.paused}
          </Typography>
        </Stack>
      ) : (
        <Typography color="text.secondary">{RSVP_MESSAGES.pauseNotAllowed}</Typography>
      )}
    </EventSection>
  );
}
