import type { HuddleEvent } from '../../../lib/event/event-models';
import { TabPlaceholder } from './tab-placeholder';

/** The budget tab of /event/{id}/budget; a later issue replaces this body and keeps the name and props. */
export function BudgetTab(_props: { event: HuddleEvent }) {
  return (
    <TabPlaceholder title="Budget">The event's budget and its expenses arrive with the budgets feature.</TabPlaceholder>
  );
}
