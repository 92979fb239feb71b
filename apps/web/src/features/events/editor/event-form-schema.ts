import { z } from 'zod';
import { EVENT_PRIVACY, MEETING_SERVICES } from '@huddle/domain/event-rules';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { timeProblems } from './event-time';

const person = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string().optional(),
  avatar_url: z.string().nullable().optional(),
});
export type PersonOption = z.infer<typeof person>;

const resourceRow = z.object({
  id: z.number().optional(),
  title: z.string().max(200),
  link: z.string().max(2000),
  _destroy: z.boolean().optional(),
});
export type ResourceRow = z.infer<typeof resourceRow>;

export const LOCATION_TYPES = ['', 'virtual', 'hybrid', 'inperson'] as const;

/** Own links (service "unknown") must be http(s) URLs with a dotted host: the server's rule (event-schemas). */
const meetingUrl = z.url({ protocol: /^https?$/, hostname: /\./ });

/**
 * The editor's values (spec events §3 "Form values"): times as datetime-local strings in the user's timezone,
 * organizers as people (the picker shows names), the event type as the select's string, the banner as a file.
 */
const baseSchema = z.object({
  name: z.string().trim().min(1, EVENT_MESSAGES.nameRequired).max(200),
  description: z.string().max(100_000),
  cover: z.object({
    file: z.custom<File | null>((value) => value === null || value instanceof File),
    /** True removes the saved banner. */
    removed: z.boolean(),
  }),
  resources: z.array(resourceRow).max(50),
  eventTypeId: z.string(),
  start: z.string(),
  ends: z.string(),
  locationType: z.enum(LOCATION_TYPES),
  location: z.string().max(500),
  meeting: z.object({ service: z.enum(MEETING_SERVICES), link: z.string().max(2000) }),
  groupIds: z.array(z.number()),
  privacy: z.enum(EVENT_PRIVACY),
  hosts: z.array(person).min(1, EVENT_MESSAGES.hostRequired),
  officeIds: z.array(z.number()),
  rsvpPauseAllowed: z.boolean(),
});

export type EventFormValues = z.input<typeof baseSchema>;
export type EventFormOutput = z.output<typeof baseSchema>;

export interface EventFormContext {
  timezone: string;
  /** The saved times (datetime-local values), which are not checked against now again. */
  savedStart: string | null;
  savedEnds: string | null;
  /** The budget rule's seam: a message when the picked groups do not share one currency. */
  groupsProblem: (groupIds: number[]) => string | null;
  now?: () => Date;
}

/** Spec events §5, resources: a blank row is dropped on submit; a half-filled one says what it lacks. */
export function resourceProblems(row: ResourceRow): { title?: string; link?: string } {
  if (row._destroy) return {};
  const title = row.title.trim();
  const link = row.link.trim();
  if (!title && link) return { title: EVENT_MESSAGES.noTitle };
  // A title of only spaces is "a title without content".
  if (!title && row.title.length > 0) return { title: EVENT_MESSAGES.titleRequired };
  if (title && !link) return { link: EVENT_MESSAGES.linkRequired };
  return {};
}

export function createEventFormSchema(context: EventFormContext) {
  return baseSchema.superRefine((values, ctx) => {
    const times = timeProblems(values, {
      now: context.now?.() ?? new Date(),
      timezone: context.timezone,
      savedStart: context.savedStart,
      savedEnds: context.savedEnds,
    });
    if (times.start) ctx.addIssue({ code: 'custom', path: ['start'], message: times.start });
    if (times.ends) ctx.addIssue({ code: 'custom', path: ['ends'], message: times.ends });

    values.resources.forEach((row, index) => {
      const problems = resourceProblems(row);
      if (problems.title)
        ctx.addIssue({ code: 'custom', path: ['resources', index, 'title'], message: problems.title });
      if (problems.link) ctx.addIssue({ code: 'custom', path: ['resources', index, 'link'], message: problems.link });
    });

    const online = values.locationType === 'virtual' || values.locationType === 'hybrid';
    if (online && values.meeting.service === 'unknown' && !meetingUrl.safeParse(values.meeting.link.trim()).success) {
      ctx.addIssue({ code: 'custom', path: ['meeting', 'link'], message: EVENT_MESSAGES.meetingLinkInvalid });
    }

    const groups = context.groupsProblem(values.groupIds);
    if (groups) ctx.addIssue({ code: 'custom', path: ['groupIds'], message: groups });
  });
}

/** Server field errors (docs/api-events.md "Changes") and the form field each belongs under. */
export const EVENT_FORM_FIELDS = [
  'name',
  'description',
  'start',
  'ends',
  'location',
  'privacy',
  ['event_type_id', 'eventTypeId'],
  ['host_ids', 'hosts'],
  ['group_ids', 'groupIds'],
  ['office_ids', 'officeIds'],
  ['meeting_attributes.link', 'meeting.link'],
  ['meeting_attributes', 'meeting.link'],
  ['cover_image', 'cover'],
  ['rsvp_pause_allowed', 'rsvpPauseAllowed'],
] as const;
