import Stack from '@mui/material/Stack';
import { AttendanceCard } from '../../features/guests/rsvp/attendance-card';
import { RsvpCard, type RsvpAudience } from '../../features/guests/rsvp/rsvp-card';
import { RsvpPauseNotice } from '../../features/guests/rsvp/rsvp-pause-notice';
import type { EventPageSurveys } from '@huddle/domain/contracts/events';
import type { PublicEvent } from '../../lib/event/get-public-event';

type SidePanelEvent = Pick<
  PublicEvent,
  'id' | 'name' | 'start' | 'ends' | 'past' | 'started' | 'rsvp_pause_active' | 'my_invitee' | 'meeting'
> &
  Partial<Pick<EventPageSurveys, 'pre_event_survey'>>;

/** The right panel of the view: pause notice, RSVP card and, after the start, the attendance card. */
export function EventSidePanel({ event, audience }: { event: SidePanelEvent; audience: RsvpAudience }) {
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {event.rsvp_pause_active && !event.past && <RsvpPauseNotice />}
      <RsvpCard event={event} audience={audience} />
      {event.started && audience === 'member' && <AttendanceCard event={event} />}
    </Stack>
  );
}
