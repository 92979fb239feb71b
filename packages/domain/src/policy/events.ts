import { isEditable, type EventPrivacy } from '../event-rules.ts';
import { can } from '../roles.ts';
import { isAdmin, isOrganizerOrAbove, type Subject } from './subject.ts';

/**
 * The hosts of an event ("Event organizers", host_ids), or only whether the subject is one of them when that is all
 * a guard looked up.
 */
export type HostFacts = { readonly hostIds: readonly number[] } | { readonly isHost: boolean };

/** What the event rules read of an event. */
export type EventFacts = HostFacts & {
  readonly published: boolean;
  readonly privacy: EventPrivacy;
  readonly start: Date;
};

/** Whether the subject is on the guest list (scheduled invitations not yet): what opens a private event. */
export type InviteeFacts = { readonly isInvitee: boolean };

export function isEventHost(subject: Pick<Subject, 'userId'>, event: HostFacts): boolean {
  return 'isHost' in event ? event.isHost : event.hostIds.includes(subject.userId);
}

/** Spec events §6: admins and organizers create events (and so duplicate them and see the Drafts tab). */
export const mayCreateEvent = (subject: Pick<Subject, 'role'>) => can(subject.role, 'createEvents');
/** Events §2 list tabs: Drafts is for admins and organizers. */
export const mayListDraftEvents = mayCreateEvent;

/**
 * Spec events §2 access guard, guests §6: admins and hosts see every event, drafts included; others see published
 * events, a private one only when invited. 'invitees_only' asks the caller to look the guest list up (the server does
 * so only then); mayViewEvent answers it in one go.
 */
export type EventAccess = 'visible' | 'hidden' | 'invitees_only';

export function eventAccess(
  subject: Subject,
  event: HostFacts & Pick<EventFacts, 'published' | 'privacy'>,
): EventAccess {
  if (isAdmin(subject) || isEventHost(subject, event)) return 'visible';
  if (!event.published) return 'hidden';
  return event.privacy === 'invite_only' ? 'invitees_only' : 'visible';
}

export function mayViewEvent(
  subject: Subject,
  event: HostFacts & Pick<EventFacts, 'published' | 'privacy'> & InviteeFacts,
): boolean {
  const access = eventAccess(subject, event);
  return access === 'visible' || (access === 'invitees_only' && event.isInvitee);
}

/** A visitor without an account sees (and answers) the public page of a published open event only. */
export function isPublicEvent(event: Pick<EventFacts, 'published' | 'privacy'>): boolean {
  return event.published && event.privacy === 'open';
}

/**
 * Spec events §6 "Only the event's organizers (host_ids) manage it", guests §6: admins, and hosts who are organizers
 * or admins, manage an event: its manager tabs, guests, RSVPs and communications. A host demoted to plain user since
 * still sees the event, but no longer manages it.
 */
export function mayManageEvent(subject: Subject, event: HostFacts): boolean {
  return isAdmin(subject) || (isOrganizerOrAbove(subject) && isEventHost(subject, event));
}

/** Spec events §6 "Edit an event": its managers, while editable (a published event locks once it has started). */
export function mayEditEvent(
  subject: Subject,
  event: HostFacts & Pick<EventFacts, 'published' | 'start'>,
  now: Date,
): boolean {
  return mayManageEvent(subject, event) && isEditable(event, now);
}

/** Guests §6 "Delete of an event is hidden once it started": the same people and moment as editing. */
export const mayDeleteEvent = mayEditEvent;
/** Publishing a draft, or saving a published event through publish, is an edit. */
export const mayPublishEvent = mayEditEvent;

/** A copy is a new draft the caller hosts: event creators duplicate the events they can see. */
export function mayDuplicateEvent(
  subject: Subject,
  event: HostFacts & Pick<EventFacts, 'published' | 'privacy'> & InviteeFacts,
): boolean {
  return mayCreateEvent(subject) && mayViewEvent(subject, event);
}

/** Admins see every event in lists and calendars; the others' lists leave out private events they are not part of. */
export const mayViewEveryEvent = (subject: Pick<Subject, 'role'>) => isAdmin(subject);

/** The abilities an event record carries for the person reading it (docs/api-events.md). */
export function abilitiesOfEvent(subject: Subject, event: EventFacts & InviteeFacts, now: Date) {
  return {
    can_edit: mayEditEvent(subject, event, now),
    can_delete: mayDeleteEvent(subject, event, now),
    can_duplicate: mayDuplicateEvent(subject, event),
    can_manage: mayManageEvent(subject, event),
  };
}
export type EventAbilities = ReturnType<typeof abilitiesOfEvent>;

/** A visitor of the public page may do none of it. */
export const VISITOR_EVENT_ABILITIES: EventAbilities = {
  can_edit: false,
  can_delete: false,
  can_duplicate: false,
  can_manage: false,
};
