import { z } from 'zod';
import { DEFAULT_TIMEZONE } from './constants.ts';
import { timezoneSchema } from './auth-schemas.ts';
import { EVENT_PRIVACY, MEETING_SERVICES, withScheme } from './event-rules.ts';
import { formFlag, optionalFormId } from './form-values.ts';
import { idSchema } from './ids.ts';

import { EVENT_MESSAGES, MAX_DUPLICATE_COPIES } from './event-constants.ts';

// Existing imports of these from event-schemas keep working; new code on the first page imports event-constants.
export {
  EVENT_MESSAGES,
  EVENT_TABS,
  EVENT_LIST_TABS,
  EVENT_TAB_LABELS,
  EVENT_MANAGER_TABS,
  EVENT_LEGACY_TABS,
  EVENTS_PAGE_SIZE,
  EVENT_COVER_MAX_BYTES,
  EVENT_DESCRIPTION_COLLAPSE_PX,
  EMPTY_STATE_DELAY_MS,
  LOADER_DELAY_MS,
  CALENDAR_RANGE_PADDING_DAYS,
  MAX_DUPLICATE_COPIES,
} from './event-constants.ts';
export type { EventTab, EventListTab } from './event-constants.ts';

const flag = formFlag;
const ids = z.array(idSchema).max(500);

/** A real calendar date: years outside 1900–9999 (e.g. "+010000-01-01") are not dates anyone means. */
export function isSensibleDate(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1900 && year <= 9999;
}

const dateTime = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isSensibleDate, EVENT_MESSAGES.invalidDate)
    .transform((v) => new Date(v));

/** Links people click: http(s) (a bare host gets https://) or mailto; nothing that runs script. */
const safeLink = (message: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .transform(withScheme)
    .refine((v) => v === '' || /^(https?:\/\/[^\s/]+\.[^\s]+|mailto:[^\s]+@[^\s]+)$/i.test(v), message);

export const resourceInput = z.object({
  id: optionalFormId,
  title: z.string({ error: EVENT_MESSAGES.titleRequired }).max(200).default(''),
  link: safeLink(EVENT_MESSAGES.linkInvalid).default(''),
  _destroy: flag.optional(),
});

/** Every meeting needs a real http(s) link; an own link (service unknown) says so in the spec's words. */
export const meetingInput = z
  .object({
    service: z.enum(MEETING_SERVICES),
    link: z.string().trim().max(2000).default(''),
  })
  .superRefine((m, ctx) => {
    const ok = z.url({ protocol: /^https?$/, hostname: /\./ }).safeParse(m.link).success;
    if (!ok) ctx.addIssue({ code: 'custom', path: ['link'], message: EVENT_MESSAGES.meetingLinkInvalid });
  });

/**
 * The event form as the server reads it (spec events §3, §7): `event[...]` fields of the multipart form, ids as
 * JSON arrays, resources_attributes and meeting_attributes as JSON. An update starts from the stored event, so the
 * defaults here only ever fill a new event.
 */
export const eventInput = z
  .object({
    name: z.string({ error: EVENT_MESSAGES.nameRequired }).trim().min(1, EVENT_MESSAGES.nameRequired).max(200),
    description: z.string().max(100_000).default(''),
    start: dateTime(EVENT_MESSAGES.startRequired),
    ends: dateTime(EVENT_MESSAGES.endRequired),
    timezone: timezoneSchema.default(DEFAULT_TIMEZONE),
    location: z.string().trim().max(500).default(''),
    privacy: z.enum(EVENT_PRIVACY).default('open'),
    host_ids: z.array(idSchema, { error: EVENT_MESSAGES.hostRequired }).min(1, EVENT_MESSAGES.hostRequired).max(500),
    group_ids: ids.default([]),
    office_ids: ids.default([]),
    event_type_id: z.union([idSchema, z.literal('').transform(() => null), z.null()]).default(null),
    rsvp_pause_allowed: flag.default(false),
    /** Pauses or reopens RSVPs of a published event that allows it (as POST /api/events/{id}/rsvp_pause does). */
    rsvp_pause_active: flag.optional(),
    display_organizers_as_hosts: flag.default(true),
    /** Absent: the event's resources stay as they are (an update that does not send them keeps them). */
    resources_attributes: z.array(resourceInput).max(50).optional(),
    /** Absent: the meeting stays as it is; null removes it. */
    meeting_attributes: meetingInput.nullable().optional(),
    send_email_updates: flag.default(false),
    email_updates_message: z.string().max(5000).default(''),
    /** The event's collection (spec §7 event[collection_id]); absent keeps it, '' or null takes it out. */
    collection_id: z.union([idSchema, z.literal('').transform(() => null), z.null()]).optional(),
  })
  .superRefine((e, ctx) => {
    // Zod runs this even when a field failed above: compare only two real dates.
    if (!(e.start instanceof Date) || !(e.ends instanceof Date)) return;
    if (e.ends.getTime() <= e.start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['ends'], message: EVENT_MESSAGES.endAfterStart });
    }
  });
export type EventInput = z.infer<typeof eventInput>;

export const duplicateInput = z.object({ copies: z.coerce.number().int().min(1).max(MAX_DUPLICATE_COPIES).default(1) });
