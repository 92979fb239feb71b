import { describe, expect, it } from 'vitest';
import {
  abilitiesOfEvent,
  eventAccess,
  isEventHost,
  isPublicEvent,
  mayCreateEvent,
  mayDeleteEvent,
  mayDuplicateEvent,
  mayEditEvent,
  mayListDraftEvents,
  mayManageEvent,
  mayPublishEvent,
  mayViewEveryEvent,
  mayViewEvent,
} from './events.ts';

const admin = { userId: 1, role: 'admin' } as const;
const host = { userId: 7, role: 'organizer' } as const;
const otherOrganizer = { userId: 8, role: 'organizer' } as const;
const demotedHost = { userId: 7, role: 'user' } as const;
const member = { userId: 9, role: 'user' } as const;

const start = new Date('2026-12-01T09:00:00Z');
const before = new Date('2026-11-30T00:00:00Z');
const after = new Date('2026-12-01T09:30:00Z');
const published = { published: true, privacy: 'organization', start, hostIds: [7], isInvitee: false } as const;
const draft = { ...published, published: false };
const secret = { ...published, privacy: 'invite_only' } as const;

describe('event hosts', () => {
  it('reads the host list, or the answer a guard already looked up', () => {
    expect(isEventHost(host, { hostIds: [7] })).toBe(true);
    expect(isEventHost(otherOrganizer, { hostIds: [7] })).toBe(false);
    expect(isEventHost(otherOrganizer, { isHost: true })).toBe(true);
    expect(isEventHost(host, { isHost: false })).toBe(false);
  });
});

describe('creating events (events §6)', () => {
  it('is for organizers and admins, who also see Drafts', () => {
    expect(mayCreateEvent(admin)).toBe(true);
    expect(mayCreateEvent(otherOrganizer)).toBe(true);
    expect(mayCreateEvent(member)).toBe(false);
    expect(mayListDraftEvents(otherOrganizer)).toBe(true);
    expect(mayListDraftEvents(member)).toBe(false);
  });
});

describe('viewing events (events §2 access guard, guests §6)', () => {
  it('shows drafts to admins and hosts only, a demoted host included', () => {
    expect(mayViewEvent(admin, draft)).toBe(true);
    expect(mayViewEvent(host, draft)).toBe(true);
    expect(mayViewEvent(demotedHost, draft)).toBe(true);
    expect(mayViewEvent(otherOrganizer, draft)).toBe(false);
    expect(eventAccess(otherOrganizer, draft)).toBe('hidden');
  });

  it('shows published open and organization events to everyone in the organization', () => {
    expect(mayViewEvent(member, published)).toBe(true);
    expect(mayViewEvent(member, { ...published, privacy: 'open' })).toBe(true);
  });

  it('shows a private event to admins, hosts and invitees only', () => {
    expect(eventAccess(member, secret)).toBe('invitees_only');
    expect(mayViewEvent(member, secret)).toBe(false);
    expect(mayViewEvent(member, { ...secret, isInvitee: true })).toBe(true);
    expect(mayViewEvent(admin, secret)).toBe(true);
    expect(mayViewEvent(host, secret)).toBe(true);
    expect(eventAccess(host, secret)).toBe('visible');
  });

  it('puts only published open events on the public page', () => {
    expect(isPublicEvent({ published: true, privacy: 'open' })).toBe(true);
    expect(isPublicEvent({ published: false, privacy: 'open' })).toBe(false);
    expect(isPublicEvent({ published: true, privacy: 'organization' })).toBe(false);
  });

  it('lists every event for admins only', () => {
    expect(mayViewEveryEvent(admin)).toBe(true);
    expect(mayViewEveryEvent(otherOrganizer)).toBe(false);
  });
});

describe('managing events (events §6 "Only the event organizers manage it", guests §6)', () => {
  it('is for admins and hosts who are organizers or admins', () => {
    expect(mayManageEvent(admin, published)).toBe(true);
    expect(mayManageEvent(host, published)).toBe(true);
    expect(mayManageEvent({ userId: 7, role: 'admin' }, published)).toBe(true);
    expect(mayManageEvent(otherOrganizer, published)).toBe(false);
    expect(mayManageEvent(demotedHost, published)).toBe(false);
    expect(mayManageEvent(member, published)).toBe(false);
  });
});

describe('editing, deleting and publishing events (events §6)', () => {
  it('is for the managers while the event is editable', () => {
    for (const may of [mayEditEvent, mayDeleteEvent, mayPublishEvent]) {
      expect(may(admin, published, before)).toBe(true);
      expect(may(host, published, before)).toBe(true);
      expect(may(otherOrganizer, published, before)).toBe(false);
      expect(may(demotedHost, published, before)).toBe(false);
    }
  });

  it('locks a published event once it started, never a draft', () => {
    expect(mayEditEvent(admin, published, after)).toBe(false);
    expect(mayDeleteEvent(host, published, after)).toBe(false);
    expect(mayEditEvent(host, draft, after)).toBe(true);
  });
});

describe('duplicating events', () => {
  it('is for event creators on events they can see', () => {
    expect(mayDuplicateEvent(otherOrganizer, published)).toBe(true);
    expect(mayDuplicateEvent(member, published)).toBe(false);
    expect(mayDuplicateEvent(otherOrganizer, secret)).toBe(false);
    expect(mayDuplicateEvent(otherOrganizer, { ...secret, isInvitee: true })).toBe(true);
  });
});

describe('event abilities', () => {
  it('are the rules above for the reader', () => {
    expect(abilitiesOfEvent(host, published, before)).toEqual({
      can_edit: true,
      can_delete: true,
      can_duplicate: true,
      can_manage: true,
    });
    expect(abilitiesOfEvent(host, published, after)).toMatchObject({ can_edit: false, can_manage: true });
    expect(abilitiesOfEvent(member, published, before)).toEqual({
      can_edit: false,
      can_delete: false,
      can_duplicate: false,
      can_manage: false,
    });
  });
});
