import { zoneOrUtc } from '../../lib/time-zones.ts';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';
import { RSVP_ANSWER_LABELS, RSVP_ANSWERS, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import type { MailAttachment, MailContent } from '../../integrations/mail/layout.ts';
import { htmlToText } from '../../integrations/mail/layout.ts';
import { CALENDAR_PRODUCT, eventUid } from '../../lib/ical.ts';

/** What a mail needs to know about the event. */
export interface MailEvent {
  id: number;
  name: string;
  startAt: Date;
  endsAt: Date;
  timezone: string;
  location: string;
  meetingLink: string | null;
  safeDescription: string;
  icalSequence: number;
}

export interface MailRecipient {
  email: string;
  firstName: string;
  lastName: string;
  /** The guest's own timezone when they are an employee; the event's otherwise. */
  timezone: string | null;
  /** Opens the event in the app (account holders, events not open to all); otherwise on the public page. */
  employee: boolean;
}

export interface MailOptions {
  kind: 'invitation' | 'message' | 'survey';
  subject: string;
  bodyHtml: string;
  organizationName: string;
  linkBase: string;
  /** Yes / Maybe / No links for this guest, or null for none (ended event, message without buttons, preview). */
  rsvpUrl: ((status: RsvpAnswer) => string) | null;
  hideMaybe: boolean;
  showEventButton: boolean;
  /** A survey's mail: this guest's signed link to the answering page. */
  surveyUrl?: string | null;
}

/** The three formats of a zone, built once: building them costs more than formatting (a 50,000-guest send). */
const formatsByZone = new Map<
  string,
  { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; zone: Intl.DateTimeFormat }
>();

function formatsOf(zone: string) {
  let formats = formatsByZone.get(zone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }),
      time: new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }),
      zone: new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' }),
    };
    formatsByZone.set(zone, formats);
  }
  return formats;
}

/**
 * Formatted times, by start, end and zone: a dispatch writes the same few for every guest, and formatting in a zone
 * costs about 80 µs. Bounded: cleared when it grows past a few thousand entries.
 */
const formatted = new Map<string, string>();

/** "Tuesday, December 1, 2026, 5:00 PM – 7:00 PM EST", in the reader's timezone. */
export function formatEventTime(start: Date, end: Date, timeZone: string): string {
  const key = `${start.getTime()}|${end.getTime()}|${timeZone}`;
  let text = formatted.get(key);
  if (text === undefined) {
    if (formatted.size >= 4_096) formatted.clear();
    text = formatInZone(start, end, timeZone);
    formatted.set(key, text);
  }
  return text;
}

function formatInZone(start: Date, end: Date, timeZone: string): string {
  const { day, time, zone } = formatsOf(zoneOrUtc(timeZone));
  const zoneName = zone.formatToParts(start).find((p) => p.type === 'timeZoneName')?.value;
  const sameDay = day.format(start) === day.format(end);
  const until = sameDay ? time.format(end) : `${day.format(end)}, ${time.format(end)}`;
  return `${day.format(start)}, ${time.format(start)} – ${until}${zoneName ? ` ${zoneName}` : ''}`;
}

export function eventPageUrl(linkBase: string, eventId: number, employee: boolean) {
  return employee ? `${linkBase}/event/${eventId}/view` : `${linkBase}/public/${eventId}`;
}

/** The invitation or message mail for one guest (spec: name, time in their timezone, place, message, buttons). */
export function communicationMail(event: MailEvent, to: MailRecipient, options: MailOptions): MailContent {
  const facts = [
    `When: ${formatEventTime(event.startAt, event.endsAt, to.timezone ?? event.timezone)}`,
    ...(event.location ? [`Where: ${event.location}`] : []),
    ...(event.meetingLink ? [`Join online: ${event.meetingLink}`] : []),
  ];
  const greeting = to.firstName ? `Hi ${to.firstName},` : 'Hi,';
  const intro = {
    invitation: `${options.organizationName} invites you to ${event.name}.`,
    message: `A message about ${event.name} from ${options.organizationName}.`,
    survey: `${options.organizationName} would like your feedback on ${event.name}.`,
  }[options.kind];
  const answers = RSVP_ANSWERS.filter((a) => !(options.hideMaybe && a === 'maybe_attending'));
  return {
    subject: options.subject,
    heading: event.name,
    paragraphs: [greeting, intro, ...facts],
    ...(options.bodyHtml ? { html: options.bodyHtml } : {}),
    ...(options.rsvpUrl
      ? { buttons: answers.map((a) => ({ label: RSVP_ANSWER_LABELS[a], url: options.rsvpUrl!(a) })) }
      : {}),
    ...(options.surveyUrl ? { button: { label: 'Give feedback', url: options.surveyUrl } } : {}),
    ...(options.showEventButton && !options.surveyUrl
      ? { button: { label: 'View event', url: eventPageUrl(options.linkBase, event.id, to.employee) } }
      : {}),
    footer: `You received this mail because ${options.organizationName} added you to the guest list of ${event.name}.`,
  };
}

/**
 * A calendar invitation (RFC 5546 METHOD:REQUEST) for one guest. The UID is the event's, so an update with a higher
 * SEQUENCE replaces the invitation in the guest's calendar.
 */
export function calendarRequest(
  event: MailEvent,
  to: MailRecipient,
  organizer: { name: string; email: string },
  url: string,
): MailAttachment {
  const calendar = ical({
    name: event.name,
    method: ICalCalendarMethod.REQUEST,
    prodId: CALENDAR_PRODUCT,
  });
  calendar.createEvent({
    id: eventUid(event.id),
    sequence: event.icalSequence,
    start: event.startAt,
    end: event.endsAt,
    summary: event.name,
    description: htmlToText(event.safeDescription),
    location: event.location || event.meetingLink || undefined,
    url,
    organizer,
    attendees: [
      {
        email: to.email,
        name: `${to.firstName} ${to.lastName}`.trim() || undefined,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return { filename: 'invite.ics', content: calendar.toString(), contentType: 'text/calendar; method=REQUEST' };
}
