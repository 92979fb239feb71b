import Typography from '@mui/material/Typography';
import { RSVP_MESSAGES, type RsvpAnswer } from '@huddle/domain/guest-schemas';

/** "You're going!", "You might go!" or "You're not going" (spec events §4 RSVP outcomes). */
export function RsvpOutcome({ status }: { status: RsvpAnswer }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
      {RSVP_MESSAGES.outcome[status]}
    </Typography>
  );
}
