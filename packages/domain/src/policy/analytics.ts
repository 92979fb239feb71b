import { can } from '../roles.ts';
import { mayManageEvent, type HostFacts } from './events.ts';
import type { Subject } from './subject.ts';

/**
 * Spec guest-engagement §2, §6; platform §6: an event's analytics (its tab, GET analytics, the PDF link) are for
 * admins and for organizers who co-host the event.
 */
export const mayViewEventAnalytics = (subject: Subject, event: HostFacts) =>
  can(subject.role, 'viewAnalytics') && mayManageEvent(subject, event);

/** Spec guest-engagement §2 "Analytics overview screen (/analytics, organizer or admin)"; platform §6. */
export const mayViewAnalyticsOverview = (subject: Pick<Subject, 'role'>) => can(subject.role, 'viewAnalytics');
