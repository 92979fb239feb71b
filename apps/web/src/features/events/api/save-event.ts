import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventPrivacy, MeetingService, ResourceInput } from '@huddle/domain/event-rules';
import { api } from '../../../lib/api-client';
import type { EventSavedResponse } from '../../../lib/event/event-models';
import { storeSavedEvent } from '../../../lib/event/store-saved-event';

/** What the event editor submits, already validated and normalized (times as UTC ISO strings). */
export interface EventSubmission {
  name: string;
  description: string;
  start: string;
  ends: string;
  timezone: string;
  location: string;
  privacy: EventPrivacy;
  event_type_id: number | null;
  rsvp_pause_allowed: boolean;
  host_ids: number[];
  group_ids: number[];
  office_ids: number[];
  /** Normalized (normalizeResources): saved rows that went away carry _destroy. */
  resources_attributes: ResourceInput[];
  meeting_attributes: { service: MeetingService; link: string } | null;
  config: { display_organizers_as_hosts: boolean };
  /** A new (cropped) banner; null keeps or, with cover_image_changed, removes the current one. */
  cover_image: File | null;
  cover_image_changed: boolean;
  /** Only for a published event when the guests-update question was asked. */
  send_email_updates?: boolean;
  email_updates_message?: string;
  /** The collection the editor was opened for (spec events §7 event[collection_id]). */
  collection_id?: number | null;
}

/**
 * The multipart body of POST /api/events, PUT /api/events/{id} and POST /api/events/publish
 * (docs/api-events.md "Changes"): event[...] scalars, id lists as JSON arrays, resources_attributes,
 * meeting_attributes and config as JSON, the banner as cover_image with coverImageChanged.
 */
export function eventFormData(submission: EventSubmission, options: { id?: number | null } = {}): FormData {
  const data = new FormData();
  if (options.id) data.set('event[id]', String(options.id));
  data.set('event[name]', submission.name);
  data.set('event[description]', submission.description);
  data.set('event[start]', submission.start);
  data.set('event[ends]', submission.ends);
  data.set('event[timezone]', submission.timezone);
  data.set('event[location]', submission.location);
  data.set('event[privacy]', submission.privacy);
  data.set('event[event_type_id]', submission.event_type_id === null ? '' : String(submission.event_type_id));
  data.set('event[rsvp_pause_allowed]', String(submission.rsvp_pause_allowed));
  data.set('event[host_ids]', JSON.stringify(submission.host_ids));
  data.set('event[group_ids]', JSON.stringify(submission.group_ids));
  data.set('event[office_ids]', JSON.stringify(submission.office_ids));
  if (submission.collection_id) data.set('event[collection_id]', String(submission.collection_id));
  data.set('resources_attributes', JSON.stringify(submission.resources_attributes));
  data.set('meeting_attributes', JSON.stringify(submission.meeting_attributes));
  data.set('config', JSON.stringify(submission.config));
  if (submission.cover_image) data.set('cover_image', submission.cover_image);
  if (submission.cover_image_changed) data.set('coverImageChanged', 'true');
  if (submission.send_email_updates !== undefined) {
    data.set('send_email_updates', String(submission.send_email_updates));
    data.set('email_updates_message', submission.email_updates_message ?? '');
  }
  return data;
}

export interface SaveEventVariables {
  /** null creates a draft (POST); an id updates it (PUT). */
  id: number | null;
  submission: EventSubmission;
}

export function saveEvent({ id, submission }: SaveEventVariables): Promise<EventSavedResponse> {
  const body = eventFormData(submission);
  return id
    ? api.put<EventSavedResponse>(`/api/events/${id}`, body)
    : api.post<EventSavedResponse>('/api/events', body);
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSuccess: ({ event }) => storeSavedEvent(queryClient, event),
  });
}
