import type { EventPrivacy } from '../event-rules.ts';
import { mayManageEvent, type HostFacts } from './events.ts';
import type { Subject } from './subject.ts';

/**
 * Spec guest engagement §6: the event's managers (admins, and hosts who are organizers) manage its guest list:
 * read and export it, update attendance and statuses, remove guests, pause RSVPs.
 */
export const mayManageGuests = (subject: Subject, event: HostFacts) => mayManageEvent(subject, event);

/**
 * Spec events §6 "RSVP", guests §6: on an event they can see, members of the organization answer open and organization
 * events; a private one needs a guest row (under their account or their email) unless they manage the event.
 */
export function mayRsvp(
  subject: Subject,
  event: HostFacts & { readonly privacy: EventPrivacy; readonly hasGuestRow: boolean },
): boolean {
  return event.privacy !== 'invite_only' || event.hasGuestRow || mayManageGuests(subject, event);
}
