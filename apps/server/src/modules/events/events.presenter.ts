import {
  editableUntil,
  hasStarted,
  isAttendanceOpen,
  isEditable,
  isPast,
  locationTypeOf,
} from '@huddle/domain/event-rules';
import { abilitiesOfEvent, isEventHost, VISITOR_EVENT_ABILITIES } from '@huddle/domain/policy/events';
import type { Subject } from '@huddle/domain/policy/subject';
import type { CalendarEventRecord, EventRecord, MyInviteeRecord } from '@huddle/domain/contracts/events';
import { fileUrl } from '../organizations/organizations.port.ts';
import type { EventRelations, MyInvitee } from './events.relations-repository.ts';
import type { EventSurveyRow } from './event-surveys.repository.ts';
import type { EventRow, eventsInRange } from './events.repository.ts';

type Relations = EventRelations;
/** The person reading the event: its abilities are theirs (policy/events). */
export type EventViewer = Subject;
type InviteeRow = MyInvitee;

/** The caller's own guest row, as the RSVP and attendance cards read it. */
export function presentMyInvitee(row: InviteeRow | undefined): MyInviteeRecord | null {
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    attended: row.attended,
    attendance_type: row.attendanceType,
    rsvp_source: row.rsvpSource,
  };
}

/** The relations of many events, grouped by event id once. */
export function indexRelations(rel: Relations) {
  const by = <T extends { eventId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) (map.get(row.eventId) ?? map.set(row.eventId, []).get(row.eventId)!).push(row);
    return map;
  };
  return {
    hosts: by(rel.hosts),
    groups: by(rel.groups),
    offices: by(rel.offices),
    resources: by(rel.resources),
    types: new Map(rel.types.map((t) => [t.id, t.name])),
    inviteeCounts: new Map(rel.inviteeCounts.map((c) => [c.eventId, c.count])),
    reschedules: new Set(rel.reschedules.map((r) => r.eventId)),
  };
}
export type RelationIndex = ReturnType<typeof indexRelations>;

/**
 * Event rows with what presenting them needs, read by the service in a bounded number of queries (events.service
 * `load`): the routes and resolvers turn them into JSON with presentEvents.
 */
export interface LoadedEvents {
  rows: EventRow[];
  index: RelationIndex;
  /** The reader's own guest rows by event id (empty for a visitor). */
  mine: Map<number, InviteeRow>;
  now: Date;
  /** The event page's surveys (events.service get); the lists leave them out. */
  surveys?: EventSurveyRow[];
}

/** The event as every screen reads it (docs/api-events.md). */
export function presentEvent(
  row: EventRow,
  index: RelationIndex,
  viewer: EventViewer,
  now: Date,
  mine?: InviteeRow | undefined,
): EventRecord {
  const hosts = index.hosts.get(row.id) ?? [];
  const hostIds = hosts.map((h) => h.id);
  const timing = { start: row.startAt, ends: row.endsAt, published: row.published };
  const facts = { ...timing, privacy: row.privacy, hostIds, isInvitee: Boolean(mine) };
  const coverUrl = fileUrl(row.coverImageKey);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    safe_description: row.safeDescription,
    start: row.startAt.toISOString(),
    ends: row.endsAt.toISOString(),
    timezone: row.timezone,
    location: row.location,
    location_type: locationTypeOf({ location: row.location, meetingService: row.meetingService }),
    privacy: row.privacy,
    published: row.published,
    rsvp_pause_allowed: row.rsvpPauseAllowed,
    rsvp_pause_active: row.rsvpPauseActive,
    cover_image: coverUrl,
    cover_image_key: row.coverImageKey,
    config: { display_organizers_as_hosts: row.displayOrganizersAsHosts, cover_image_url: coverUrl },
    event_type_id: row.eventTypeId,
    event_type: row.eventTypeId ? { id: row.eventTypeId, name: index.types.get(row.eventTypeId) ?? '' } : null,
    host_ids: hostIds,
    hosts: hosts.map((h) => ({
      id: h.id,
      first_name: h.firstName,
      last_name: h.lastName,
      full_name: `${h.firstName} ${h.lastName}`.trim() || h.email,
      email: h.email,
      initials: `${h.firstName.charAt(0)}${h.lastName.charAt(0)}`.toUpperCase() || h.email.charAt(0).toUpperCase(),
      avatar_url: fileUrl(h.avatarKey),
    })),
    group_ids: (index.groups.get(row.id) ?? []).map((g) => g.id),
    groups: (index.groups.get(row.id) ?? []).map((g) => ({ id: g.id, name: g.name })),
    office_ids: (index.offices.get(row.id) ?? []).map((o) => o.id),
    offices: (index.offices.get(row.id) ?? []).map((o) => ({ id: o.id, name: o.name })),
    meeting: row.meetingService ? { service: row.meetingService, link: row.meetingLink ?? '' } : null,
    resources: (index.resources.get(row.id) ?? []).map((r) => ({ id: r.id, title: r.title, link: r.link })),
    invitees_count: index.inviteeCounts.get(row.id) ?? 0,
    // Once the event has started the waiting invitations are dropped (spec §4): no banner then.
    needs_rescheduling: index.reschedules.has(row.id) && !hasStarted(timing, now),
    events_collection_id: row.eventsCollectionId,
    started: hasStarted(timing, now),
    /** Attendance can be recorded (from an hour before the start): the guest list's controls follow this. */
    attendance_open: isAttendanceOpen(timing, now),
    past: isPast(timing, now),
    editable: isEditable(timing, now),
    /** When editing locks by time alone (a published event's start); null for a draft. */
    editable_until: editableUntil(timing)?.toISOString() ?? null,
    ...abilitiesOfEvent(viewer, facts, now),
    is_host: isEventHost(viewer, facts),
    is_invitee: Boolean(mine),
    my_invitee: presentMyInvitee(mine),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
export type PresentedEvent = EventRecord;

/** The loaded events, in their order, as the reader sees them. */
export function presentEvents(loaded: LoadedEvents, viewer: EventViewer): EventRecord[] {
  return loaded.rows.map((row) => presentEvent(row, loaded.index, viewer, loaded.now, loaded.mine.get(row.id)));
}

/** The one event a service loaded (get, save, …). */
export function presentOneEvent(loaded: LoadedEvents, viewer: EventViewer): EventRecord {
  const [event] = presentEvents(loaded, viewer);
  if (!event) throw new Error('No event was loaded to present.');
  return event;
}

/** The public page's event, read by someone without an account. */
export function presentVisitorEvent(loaded: LoadedEvents): EventRecord {
  return presentPublicEvent(presentOneEvent(loaded, { userId: 0, role: 'user' }));
}

/** A calendar event (spec events §3 "Calendar event"). */
export function presentCalendarEvent(row: Awaited<ReturnType<typeof eventsInRange>>[number]): CalendarEventRecord {
  return {
    id: row.id,
    name: row.name,
    start: row.startAt.toISOString(),
    ends: row.endsAt.toISOString(),
    description: row.safeDescription,
    event_type_id: row.eventTypeId,
  };
}

/** What a visitor without an account may read: no host emails. */
export function presentPublicEvent(event: EventRecord): EventRecord {
  return {
    ...event,
    hosts: event.hosts.map((h) => ({ ...h, email: '' })),
    ...VISITOR_EVENT_ABILITIES,
    is_host: false,
    is_invitee: false,
    my_invitee: null,
  };
}
