import type { HuddleEvent } from '../../../lib/event/event-models';
import { TabPlaceholder } from './tab-placeholder';

/** The analytics tab of /event/{id}/analytics; a later issue replaces this body and keeps the name and props. */
export function AnalyticsTab(_props: { event: HuddleEvent }) {
  return (
    <TabPlaceholder title="Analytics">
      Attendance, RSVP and survey results for this event arrive with the analytics feature.
    </TabPlaceholder>
  );
}
