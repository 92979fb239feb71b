import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';
import { idSchema, MAX_ID } from './ids.ts';

/** Guest (invitee) statuses, spec guest-engagement §3. guest_list is a guest whose invitation is scheduled. */
export const INVITEE_STATUSES = ['invited', 'guest_list', 'rsvp', 'maybe_attending', 'not_attending'] as const;
export type InviteeStatus = (typeof INVITEE_STATUSES)[number];

/** The answers a guest gives: Yes, Maybe, No. */
export const RSVP_ANSWERS = ['rsvp', 'maybe_attending', 'not_attending'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];

export const RSVP_ANSWER_LABELS: Record<RsvpAnswer, string> = {
  rsvp: 'Yes',
  maybe_attending: 'Maybe',
  not_attending: 'No',
};

/** Status chips (spec §4 "Guest status chip"); a guest whose invitation waits in the future reads Scheduled. */
export const INVITEE_STATUS_LABELS: Record<InviteeStatus | 'scheduled', string> = {
  invited: 'Invited',
  scheduled: 'Scheduled',
  guest_list: 'Scheduled',
  rsvp: 'Yes',
  maybe_attending: 'Maybe',
  not_attending: 'No',
};

/** Summary labels of the overview: Yes, Maybe, No, No response. */
export const RSVP_SUMMARY_LABELS = {
  rsvp: 'Yes',
  maybeAttending: 'Maybe',
  notAttending: 'No',
  invited: 'No response',
} as const;

export const ATTENDED_VALUES = ['yes', 'no', 'not_recorded'] as const;
export type Attended = (typeof ATTENDED_VALUES)[number];
export const ATTENDED_LABELS: Record<Attended, string> = { yes: 'Yes', no: 'No', not_recorded: 'Not recorded' };

export const ATTENDANCE_TYPES = ['virtual', 'in_person', 'unknown'] as const;
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];
export const ATTENDANCE_TYPE_LABELS: Record<AttendanceType, string> = {
  virtual: 'Virtual',
  in_person: 'In person',
  unknown: 'Unknown',
};

/**
 * Where an RSVP came from (spec: "Submission sources coloured: Calendar, Event page, Slack"; issue 17: event page,
 * email, calendar, Slack, public); email = a mail link, public = the signed-out public page.
 */
export const RSVP_SOURCES = ['event_page', 'calendar', 'slack', 'email', 'public'] as const;
export type RsvpSource = (typeof RSVP_SOURCES)[number];
export const RSVP_SOURCE_LABELS: Record<RsvpSource, string> = {
  event_page: 'Event page',
  calendar: 'Calendar',
  slack: 'Slack',
  email: 'Email',
  public: 'Public page',
};

/** Spec §9: guest table page size 20, default sort fullName ascending. */
export const GUEST_PAGE_SIZE = 20;
export const GUEST_SORT_FIELDS = ['fullName', 'email', 'status', 'attended', 'updatedAt'] as const;
export type GuestSortField = (typeof GUEST_SORT_FIELDS)[number];
export const GUEST_FILTERS = ['all', 'rsvp', 'maybe_attending', 'not_attending', 'invited', 'scheduled'] as const;
export type GuestFilter = (typeof GUEST_FILTERS)[number];
/** Invitation 'soon': the event starts within 60 minutes (spec §4 Event timing). */
export const SOON_MINUTES = 60;

export const RSVP_MESSAGES = {
  notAllowed: 'You are not allowed to RSVP this event based on the email provided.',
  submitted: 'Your RSVP was submitted!',
  noRsvpForEmail: 'This event doesn’t have any RSVPs from your email address.',
  paused: 'This event is not currently accepting RSVPs',
  locked: 'You can no longer change your RSVP',
  ended: 'This event has ended; RSVPs are closed.',
  notPublished: 'This event is not published yet.',
  /**
   * The one neutral answer when the public form needs proof of the address (ADR 10): a guest already on the list or
   * an account of the organization get the same words, so the form tells nobody which. A mail went to the address
   * (a link to confirm the answer, or to sign in).
   */
  proofRequired:
    'Check your email: we sent a link to this address to confirm your RSVP. If you have an account, sign in to RSVP.',
  confirmAnswer: 'Confirm my RSVP',
  outcome: {
    rsvp: "You're going!",
    not_attending: "You're not going",
    maybe_attending: 'You might go!',
  } satisfies Record<RsvpAnswer, string>,
  notified: {
    rsvp: "We've let the event organizer know about your RSVP",
    not_attending: "We've let the event organizer know about your cancellation",
    maybe_attending: "We've let the event organizer know about your interest",
  } satisfies Record<RsvpAnswer, string>,
  leavePausedTitle: 'Change your RSVP?',
  leavePausedBody:
    'RSVPs are paused for this event. If you change your answer from Yes you will not be able to change it back.',
  pauseClosed: 'RSVPs are closed. Guests can no longer RSVP to this event.',
  pauseOpened: 'RSVPs are open again.',
  pauseNotAllowed: 'RSVP pausing was not turned on for this event before it was published.',
  answerRequired: 'Choose Yes, Maybe or No',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  /** The public form names no event (or one that cannot exist): the words of the missing event page. */
  eventMissing: 'Event not found',
} as const;

/**
 * Why an answer was refused, on the event page, the public page and a mail's answer page alike: the error code the
 * answer carries (error-codes.ts) and its text.
 */
export const RSVP_REFUSALS = {
  paused: RSVP_MESSAGES.paused,
  locked: RSVP_MESSAGES.locked,
  ended: RSVP_MESSAGES.ended,
  not_published: RSVP_MESSAGES.notPublished,
} as const satisfies Partial<Record<ErrorCode, string>>;
export type RsvpRefusal = keyof typeof RSVP_REFUSALS;

export const GUEST_MESSAGES = {
  empty: 'Your guest list is empty',
  attendanceSaved: 'Attendance updated',
  guestUpdated: 'Guest updated',
  removed: (n: number) => (n === 1 ? 'Guest removed' : `${n} guests removed`),
  attendanceBeforeStart: 'Attendance can be recorded from one hour before the event starts.',
  attendanceTypeNeedsYes: 'Attendance type can be chosen only when the guest attended.',
  scheduledLocked: 'Guests whose invitation is scheduled can’t be changed until it is sent.',
  unknownGuest: 'This guest is not on the guest list.',
  exportFailed: 'Something went wrong! Export failed. Please try again',
  tooMany: 'Change at most 500 guests at a time.',
} as const;

const trimmed = (message: string) => z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** Spec events §5: "Public RSVP requires first name, last name and a valid email." */
export const rsvpEmailSchema = z
  .string({ error: RSVP_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: RSVP_MESSAGES.emailRequired, abort: true })
  .toLowerCase()
  .pipe(z.email({ error: RSVP_MESSAGES.emailInvalid }).max(254, RSVP_MESSAGES.emailInvalid));

const answer = z.enum(RSVP_ANSWERS, { error: RSVP_MESSAGES.answerRequired });

/** POST /api/events/{id}/rsvp: a signed-in person answers as themselves. */
export const rsvpInput = z.object({ status: answer });
export type RsvpInput = z.infer<typeof rsvpInput>;

/** POST /api/invitees/public_rsvp: a visitor without an account. */
export const publicRsvpInput = z.object({
  event_id: z.coerce
    .number({ error: RSVP_MESSAGES.eventMissing })
    .int(RSVP_MESSAGES.eventMissing)
    .positive(RSVP_MESSAGES.eventMissing)
    .max(MAX_ID, RSVP_MESSAGES.eventMissing),
  first_name: trimmed(RSVP_MESSAGES.firstNameRequired).max(100),
  last_name: trimmed(RSVP_MESSAGES.lastNameRequired).max(100),
  email: rsvpEmailSchema,
  status: answer,
});
export type PublicRsvpInput = z.infer<typeof publicRsvpInput>;

export const rsvpPauseInput = z.object({ rsvp_pause_active: z.boolean() });

/** PATCH /api/events/{id}/invitees.json */
export const guestUpdateInput = z.object({
  invitees: z
    .array(
      z.object({
        id: idSchema,
        status: answer.or(z.literal('invited')).optional(),
        attended: z.enum(ATTENDED_VALUES).optional(),
        attendance_type: z.enum(ATTENDANCE_TYPES).nullable().optional(),
      }),
    )
    .min(1)
    .max(500, GUEST_MESSAGES.tooMany),
});
export type GuestUpdateInput = z.infer<typeof guestUpdateInput>;

/** DELETE /api/events/{id}/invitees.json */
export const guestRemoveInput = z.object({
  invitees: z
    .array(z.object({ id: idSchema }))
    .min(1)
    .max(500, GUEST_MESSAGES.tooMany),
});

/** The guest table's chip: a guest_list row, or one with a future scheduled invitation, reads Scheduled. */
export function guestChipStatus(guest: { status: InviteeStatus; inviteScheduled?: boolean }) {
  return guest.status === 'guest_list' || guest.inviteScheduled ? 'scheduled' : guest.status;
}

/**
 * Spec §4 RSVP control: while RSVPs are paused a guest can only leave Yes (and cannot come back); nobody else can
 * answer. Returns the reason an answer is refused, or null.
 */
export function rsvpRefusal(
  event: { rsvpPauseActive: boolean },
  current: InviteeStatus | null,
  next: RsvpAnswer,
): Extract<RsvpRefusal, 'paused' | 'locked'> | null {
  if (!event.rsvpPauseActive) return null;
  if (current === 'rsvp' && next !== 'rsvp') return null;
  if (current === next) return null;
  return current === 'rsvp' || current === null || current === 'invited' || current === 'guest_list'
    ? 'paused'
    : 'locked';
}

/** Spec §4 Event timing: upcoming, soon (within 60 minutes of the start), now, past. */
export function eventTiming(event: { start: Date; ends: Date }, now: Date): 'upcoming' | 'soon' | 'now' | 'past' {
  if (now.getTime() > event.ends.getTime()) return 'past';
  if (now.getTime() >= event.start.getTime()) return 'now';
  if (event.start.getTime() - now.getTime() <= SOON_MINUTES * 60_000) return 'soon';
  return 'upcoming';
}
