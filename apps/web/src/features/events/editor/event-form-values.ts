import { locationTypeOf, normalizeResources, type EventPrivacy } from '@huddle/domain/event-rules';
import type { User } from '../../../lib/api-types';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { fromLocalInput, toLocalInput } from '../../../lib/local-input';
import type { EventSubmission } from '../api/save-event';
import type { EventFormOutput, EventFormValues, PersonOption } from './event-form-schema';
import { newEventTimes } from './event-time';

export function personOf(user: Pick<User, 'id' | 'full_name' | 'email' | 'avatar_url'>): PersonOption {
  return { id: user.id, full_name: user.full_name, email: user.email, avatar_url: user.avatar_url };
}

export interface NewEventOptions {
  now: Date;
  timezone: string;
  creator: User | null;
  /** Spec events §4: with event-privacy-never-public on, a new event is for the organization. */
  neverPublic: boolean;
  /** A group_id query parameter preselects that group. */
  groupIds?: number[];
}

/** Spec events §9: 7 days ahead 9:00–10:00, privacy open (or organization), the current user as organizer. */
export function newEventDefaults({
  now,
  timezone,
  creator,
  neverPublic,
  groupIds = [],
}: NewEventOptions): EventFormValues {
  const { start, ends } = newEventTimes(now, timezone);
  const privacy: EventPrivacy = neverPublic ? 'organization' : 'open';
  return {
    name: '',
    description: '',
    cover: { file: null, removed: false },
    resources: [],
    eventTypeId: '',
    start,
    ends,
    locationType: '',
    location: '',
    meeting: { service: 'unknown', link: '' },
    groupIds,
    privacy,
    hosts: creator ? [personOf(creator)] : [],
    officeIds: [],
    rsvpPauseAllowed: false,
  };
}

/** The form as a saved event fills it, times shown in the current user's timezone. */
export function eventDefaults(event: HuddleEvent, timezone: string): EventFormValues {
  return {
    name: event.name,
    description: event.description ?? '',
    cover: { file: null, removed: false },
    resources: (event.resources ?? []).map((resource) => ({
      id: resource.id,
      title: resource.title,
      link: resource.link,
    })),
    eventTypeId: event.event_type_id === null ? '' : String(event.event_type_id),
    start: toLocalInput(event.start, timezone),
    ends: toLocalInput(event.ends, timezone),
    locationType: locationTypeOf({ location: event.location, meetingService: event.meeting?.service }),
    location: event.location ?? '',
    meeting: event.meeting ? { ...event.meeting } : { service: 'unknown', link: '' },
    groupIds: event.group_ids ?? [],
    privacy: event.privacy,
    hosts: (event.hosts ?? []).map((host) => ({
      id: host.id,
      full_name: host.full_name,
      email: host.email,
      avatar_url: host.avatar_url,
    })),
    officeIds: event.office_ids ?? [],
    rsvpPauseAllowed: event.rsvp_pause_allowed,
  };
}

export interface SubmissionContext {
  timezone: string;
  event: HuddleEvent | null;
  collectionId?: number | null;
}

/**
 * Validated values as the server reads them: UTC times, location and meeting kept only when the location type
 * uses them (so clearing the type clears both), resources normalized (blank rows dropped, https:// added).
 */
export function toEventSubmission(values: EventFormOutput, context: SubmissionContext): EventSubmission {
  const { event } = context;
  const online = values.locationType === 'virtual' || values.locationType === 'hybrid';
  const inPerson = values.locationType === 'inperson' || values.locationType === 'hybrid';
  return {
    name: values.name,
    description: values.description,
    start: fromLocalInput(values.start, context.timezone)?.toISOString() ?? '',
    ends: fromLocalInput(values.ends, context.timezone)?.toISOString() ?? '',
    // A saved event keeps its own zone; the wall times above were read in the user's.
    timezone: event?.timezone || context.timezone,
    location: inPerson ? values.location.trim() : '',
    privacy: values.privacy,
    event_type_id: values.eventTypeId === '' ? null : Number(values.eventTypeId),
    rsvp_pause_allowed: values.rsvpPauseAllowed,
    host_ids: values.hosts.map((host) => host.id),
    group_ids: values.groupIds,
    office_ids: values.officeIds,
    resources_attributes: normalizeResources(values.resources),
    meeting_attributes: online ? { service: values.meeting.service, link: values.meeting.link.trim() } : null,
    config: { display_organizers_as_hosts: event?.config?.display_organizers_as_hosts ?? true },
    cover_image: values.cover.file,
    cover_image_changed: values.cover.file !== null || values.cover.removed,
    ...(context.collectionId ? { collection_id: context.collectionId } : {}),
  };
}
