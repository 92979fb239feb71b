import { z } from 'zod';
import { EVENT_PRIVACY, MEETING_SERVICES } from '../event-rules.ts';
import { ATTENDANCE_TYPES, ATTENDED_VALUES, INVITEE_STATUSES, RSVP_SOURCES } from '../guest-schemas.ts';
import { QUESTION_TYPES } from '../survey-schemas.ts';
import { surveySchema } from './surveys.ts';

/**
 * The JSON the events routes answer (docs/api-events.md). The server's presenters are typed to return these types
 * and each route declares the schema as its response, so the OpenAPI document, the serializer's check and the web's
 * types all come from here.
 */

const id = z.number().int().positive();
/** Times are ISO 8601 UTC strings (Date#toISOString). */
const instant = z.iso.datetime();
const named = z.object({ id, name: z.string() });

export const eventHostSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  /** Empty on the public page: a visitor does not see host emails. */
  email: z.string(),
  initials: z.string(),
  avatar_url: z.string().nullable(),
});

export const eventResourceSchema = z.object({ id, title: z.string(), link: z.string() });

/** The caller's own guest row (docs/api-guests.md), as the RSVP and attendance cards read it. */
export const myInviteeSchema = z.object({
  id,
  status: z.enum(INVITEE_STATUSES),
  attended: z.enum(ATTENDED_VALUES),
  attendance_type: z.enum(ATTENDANCE_TYPES).nullable(),
  rsvp_source: z.enum(RSVP_SOURCES).nullable(),
});

/** The reader's abilities (policy/events abilitiesOfEvent): the web shows what the server allows. */
export const eventAbilitiesSchema = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_duplicate: z.boolean(),
  can_manage: z.boolean(),
});

export const eventSchema = z.object({
  id,
  name: z.string(),
  /** HTML as typed. */
  description: z.string(),
  /** Sanitized HTML, safe to render. */
  safe_description: z.string(),
  start: instant,
  ends: instant,
  /** The event's IANA zone. */
  timezone: z.string(),
  location: z.string(),
  location_type: z.enum(['virtual', 'hybrid', 'inperson', '']),
  privacy: z.enum(EVENT_PRIVACY),
  published: z.boolean(),
  rsvp_pause_allowed: z.boolean(),
  rsvp_pause_active: z.boolean(),
  cover_image: z.string().nullable(),
  cover_image_key: z.string().nullable(),
  config: z.object({ display_organizers_as_hosts: z.boolean(), cover_image_url: z.string().nullable() }),
  event_type_id: id.nullable(),
  event_type: named.nullable(),
  host_ids: z.array(id),
  hosts: z.array(eventHostSchema),
  group_ids: z.array(id),
  groups: z.array(named),
  office_ids: z.array(id),
  offices: z.array(named),
  meeting: z.object({ service: z.enum(MEETING_SERVICES), link: z.string() }).nullable(),
  resources: z.array(eventResourceSchema),
  invitees_count: z.number().int().nonnegative(),
  /** A scheduled invitation would go out after the event starts (docs/api-communications.md). */
  needs_rescheduling: z.boolean(),
  events_collection_id: id.nullable(),
  started: z.boolean(),
  /** Attendance can be recorded: from an hour before the start (domain isAttendanceOpen). */
  attendance_open: z.boolean(),
  past: z.boolean(),
  editable: z.boolean(),
  /** When editing locks by time alone (a published event's start); null for a draft. */
  editable_until: instant.nullable(),
  ...eventAbilitiesSchema.shape,
  is_host: z.boolean(),
  is_invitee: z.boolean(),
  /** Null when the caller is not on the guest list, and for a public visitor. */
  my_invitee: myInviteeSchema.nullable(),
  created_at: instant,
  updated_at: instant,
});

export const eventListMetaSchema = z.object({
  current_page: z.number().int().positive(),
  total_pages: z.number().int().nonnegative(),
  total_count: z.number().int().nonnegative(),
  next_page: z.number().int().positive().nullable(),
});

/** GET /api/events/{tab}, /api/group_events/{tab}, /api/users/events. */
export const eventListResponse = z.object({ data: z.array(eventSchema), meta: eventListMetaSchema });

/** A calendar event (spec events §3), GET /api/events/range. */
export const calendarEventSchema = z.object({
  id,
  name: z.string(),
  start: instant,
  ends: instant,
  /** The sanitized description. */
  description: z.string(),
  event_type_id: id.nullable(),
});
export const eventRangeResponse = z.object({ data: z.array(calendarEventSchema) });

/** GET /api/events/{id}/public. */
export const eventResponse = z.object({ event: eventSchema });

/**
 * A survey of the event as its page reads it (spec events §3, guest-engagement §3 "Survey"): nothing about who
 * answered but whether the reader did (the RSVP panel opens the pre-event survey after a Yes until then).
 */
export const eventSurveySchema = surveySchema.omit({ responses_count: true, can_send: true }).extend({
  answered: z.boolean(),
});
/** The event page's survey fields; default_survey holds the questions a new post-event survey starts with. */
export const eventPageSurveysSchema = z.object({
  pre_event_survey: eventSurveySchema.nullable(),
  post_event_survey: eventSurveySchema.nullable(),
  default_survey: z.object({
    style: z.literal('post'),
    survey_questions: z.array(
      z.object({
        title: z.string(),
        question_type: z.enum(QUESTION_TYPES),
        required: z.boolean(),
        position: z.number().int().nonnegative(),
        survey_options: z.array(z.object({ text: z.string(), position: z.number().int().nonnegative() })),
      }),
    ),
  }),
});
/** GET /api/events/{id} and /page: the event with its surveys (the lists leave them out). */
export const eventPageSchema = eventSchema.extend(eventPageSurveysSchema.shape);
export const eventPageResponse = z.object({ event: eventPageSchema });
/** POST /api/events, PUT /api/events/{id}, POST /api/events/publish, POST /api/events/{id}/rsvp_pause. */
export const eventSavedResponse = z.object({ event: eventSchema, message: z.string() });
/** GET /api/events/{id}/clone. */
export const eventsDuplicatedResponse = z.object({ events: z.array(eventSchema), message: z.string() });
/** DELETE /api/events/{id}, and any answer that only says what happened. */
export const messageResponse = z.object({ message: z.string() });

export type EventHostRecord = z.infer<typeof eventHostSchema>;
export type EventResourceRecord = z.infer<typeof eventResourceSchema>;
export type MyInviteeRecord = z.infer<typeof myInviteeSchema>;
export type EventRecord = z.infer<typeof eventSchema>;
export type EventListResponse = z.infer<typeof eventListResponse>;
export type CalendarEventRecord = z.infer<typeof calendarEventSchema>;
export type EventRangeResponse = z.infer<typeof eventRangeResponse>;
export type EventResponse = z.infer<typeof eventResponse>;
export type EventSurveyRecord = z.infer<typeof eventSurveySchema>;
export type EventPageSurveys = z.infer<typeof eventPageSurveysSchema>;
export type EventPageRecord = z.infer<typeof eventPageSchema>;
export type EventPageResponse = z.infer<typeof eventPageResponse>;
export type EventSavedResponse = z.infer<typeof eventSavedResponse>;
export type EventsDuplicatedResponse = z.infer<typeof eventsDuplicatedResponse>;
export type MessageResponse = z.infer<typeof messageResponse>;
