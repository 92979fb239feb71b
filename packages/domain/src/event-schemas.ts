import { z } from 'zod';
import { DEFAULT_TIMEZONE } from './constants.ts';
import { timezoneSchema } from './auth-schemas.ts';
import { EVENT_PRIVACY, MEETING_SERVICES, withScheme } from './event-rules.ts';
import { formFlag, optionalFormId } from './form-values.ts';
import { idSchema } from './ids.ts';

/** Spec events §5, §8: the events area's words. */
export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required',
  fieldRequired: 'This field is required',
  hostRequired: 'At least 1 host is required',
  lastOrganizer: 'Unable to remove. You need at least 1 organizer!',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  dateInPast: 'Date is in the past',
  timeInFuture: 'Time must be in the future',
  dateInFuture: 'Date must be in the future',
  endAfterStart: 'Event end time must be after start time',
  invalidDate: 'Invalid date',
  noTitle: 'There is no title',
  titleRequired: 'Title is required',
  linkRequired: 'Link is required',
  linkInvalid: 'Enter a valid link (https://…)',
  publicOff: 'Public events are turned off for this organization.',
  meetingLinkInvalid: 'Make sure to add a valid URL.',
  coverTooLarge:
    'The image you selected exceeds the maximum allowable size for upload (20 MB). Please select a smaller image and try again.',
  imageInvalid: 'You must upload an image file.',
  sameCurrency: 'All selected groups must have the same currency',
  sameCurrencyHelp: 'Please ensure all groups selected share the same currency.',
  resolveErrors: 'Please resolve errors before saving your changes',
  duplicated: 'The event has been duplicated! You can rename and update as needed, then publish it!',
  duplicateFailed: 'Something went wrong when cloning the event',
  failed: 'Something went wrong, please try again.',
  deleted: 'Your event was deleted.',
  loadFailed: (error: string) => `An error occurred loading the event. ${error}`,
  saveFailed: 'There was an error saving your event',
  publishFailed: 'Failed to publish event',
  imageUploadFailed: 'Your event was saved, but there was a problem uploading your image. Please try again!',
  sendUpdatePrompt: 'Would you like to send your guests an update?',
  draftSaved: 'Your draft was saved.',
  published: 'Your event is published!',
  updated: 'Your event was updated.',
  noEvents: 'No events',
  endOfList: "You've reached the end of the events.",
  notFound: 'Event not found',
  locked: 'This event has started, so it can no longer be changed.',
  notEditable: 'Only the event’s organizers and admins can change it.',
  copyLinkDone: 'Event link copied!',
  clipboardUnsupported: 'Clipboard not supported. Please check your browser settings.',
  copyFailed: (thing: string) => `Unable to copy ${thing}.`,
  groupNotFound: 'Group not found',
  officeNotFound: 'Office not found',
  hostNotFound: 'One or more organizers were not found.',
  eventTypeNotFound: 'Event type not found',
} as const;

export const EVENT_TABS = ['upcoming', 'mine', 'past', 'draft', 'calendar'] as const;
export type EventTab = (typeof EVENT_TABS)[number];
export const EVENT_LIST_TABS = ['upcoming', 'mine', 'past', 'draft'] as const;
export type EventListTab = (typeof EVENT_LIST_TABS)[number];
export const EVENT_TAB_LABELS: Record<EventTab, string> = {
  upcoming: 'Upcoming',
  mine: 'My events',
  past: 'Past events',
  draft: 'Drafts',
  calendar: 'Calendar',
};
/** Manager tabs of /event/{id}/{tab}; budget only with the event-budget flag. */
export const EVENT_MANAGER_TABS = ['details', 'surveys', 'communications', 'guests', 'budget', 'analytics'] as const;
export const EVENT_LEGACY_TABS: Record<string, string> = { edit: 'details', guest_list: 'guests' };

export const EVENTS_PAGE_SIZE = 12;
export const EVENT_COVER_MAX_BYTES = 20 * 1024 * 1024;
export const EVENT_DESCRIPTION_COLLAPSE_PX = 100;
export const EMPTY_STATE_DELAY_MS = 400;
export const LOADER_DELAY_MS = 100;
export const CALENDAR_RANGE_PADDING_DAYS = 6;
export const MAX_DUPLICATE_COPIES = 20;

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
