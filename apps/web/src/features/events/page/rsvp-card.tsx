import Typography from '@mui/material/Typography';
import type { PublicEvent } from '../api/get-public-event';
import { EventSection } from './event-section';

export type RsvpAudience = 'member' | 'public';

interface RsvpCardProps {
  event: Pick<PublicEvent, 'id' | 'past' | 'rsvp_pause_active'>;
  /** Signed-in people answer as themselves; public visitors give first name, last name and email. */
  audience: RsvpAudience;
}

/**
 * SEAM (issue 5, guests and RSVP): the RSVP card of the event view. The guests issue replaces this body with the
 * Yes / No / Maybe answers (and, for public visitors, the name and email form); keep the component and its props.
 */
export function RsvpCard({ event, audience }: RsvpCardProps) {
  let text: string;
  if (event.past) text = 'This event has ended.';
  else if (audience === 'public') text = 'Public RSVP with your name and email opens with the guests feature.';
  else text = 'RSVPs open with the guests feature.';
  return (
    <EventSection title="RSVP">
      <Typography color="text.secondary">{text}</Typography>
    </EventSection>
  );
}
