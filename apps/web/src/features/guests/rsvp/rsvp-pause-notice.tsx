import Alert from '@mui/material/Alert';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';

/** Spec events §4: the alert of an event whose RSVPs are paused. */
export const RSVP_PAUSED_TEXT = RSVP_MESSAGES.paused;

export function RsvpPauseNotice() {
  return (
    <Alert severity="info" variant="outlined">
      {RSVP_PAUSED_TEXT}
    </Alert>
  );
}
