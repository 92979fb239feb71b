import Alert from '@mui/material/Alert';

/** Spec events §4: the alert of an event whose RSVPs are paused. */
export const RSVP_PAUSED_TEXT = 'This event is not currently accepting RSVPs';

export function RsvpPauseNotice() {
  return (
    <Alert severity="info" variant="outlined">
      {RSVP_PAUSED_TEXT}
    </Alert>
  );
}
