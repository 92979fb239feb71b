import Typography from '@mui/material/Typography';
import { EventSection } from '../../../components/event-section';
import type { EventPageSurveys } from '@huddle/domain/contracts/events';
import type { PublicEvent } from '../../../lib/event/get-public-event';
import { MemberRsvp } from './member-rsvp';
import { PublicRsvp } from './public-rsvp';
import { rsvpTiming } from './rsvp-rules';
import { useNow } from './use-now';

export type RsvpAudience = 'member' | 'public';

export const EVENT_ENDED_TEXT = 'This event has ended.';

interface RsvpCardProps {
  event: Pick<PublicEvent, 'id' | 'name' | 'start' | 'ends' | 'past' | 'rsvp_pause_active' | 'my_invitee'> &
    Partial<Pick<EventPageSurveys, 'pre_event_survey'>>;
  /** Signed-in people answer as themselves; public visitors give first name, last name and email. */
  audience: RsvpAudience;
}

/** The RSVP card of the event view (spec guests §2 "Guest-facing RSVP panel"); no answers once the event has ended. */
export function RsvpCard({ event, audience }: RsvpCardProps) {
  const timing = rsvpTiming(event, useNow());
  let body;
  if (timing === 'past') body = <Typography color="text.secondary">{EVENT_ENDED_TEXT}</Typography>;
  else if (audience === 'public') body = <PublicRsvp event={event} />;
  else body = <MemberRsvp event={event} timing={timing} />;
  return <EventSection title="RSVP">{body}</EventSection>;
}
