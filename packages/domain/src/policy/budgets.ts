import { mayManageEvent, type HostFacts } from './events.ts';
import { mayEditGroup, type GroupFacts } from './groups.ts';
import { mayManageBudgets } from './organization.ts';
import type { Subject } from './subject.ts';

/**
 * Spec guest-engagement §2, §6: the event's Budget tab is a manager tab (admins, and organizers who co-host); an
 * organizer must co-host the event.
 */
export const mayManageEventBudget = (subject: Subject, event: HostFacts) => mayManageEvent(subject, event);

/** Spec platform §2.8: the group's Budget tab appears only to group editors. */
export const mayViewGroupBudget = (subject: Subject, group: GroupFacts) => mayEditGroup(subject, group);

/** Spec platform §2.9, §6: the settings' Budget tab (currencies, categories, periods, group budgets) is admins'. */
export const mayManageOrganizationBudgets = (subject: Pick<Subject, 'role'>) => mayManageBudgets(subject);
