import { EventAnalyticsPanel } from '../../../features/analytics/components/event-analytics-panel';
import type { HuddleEvent } from '../../../lib/event/event-models';

/** The analytics tab of /event/{id}/analytics (admins and hosts; the default tab of a past event's managers). */
export function AnalyticsTab({ event }: { event: HuddleEvent }) {
  return <EventAnalyticsPanel eventId={event.id} eventName={event.name} />;
}
