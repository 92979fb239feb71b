import { EventBudgetPanel } from '../../../features/budgets/components/event-budget-panel';
import type { HuddleEvent } from '../../../lib/event/event-models';

/** The budget tab of /event/{id}/budget (shown only with the event-budget flag). */
export function BudgetTab({ event }: { event: HuddleEvent }) {
  return <EventBudgetPanel eventId={event.id} eventName={event.name} />;
}
