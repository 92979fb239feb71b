/** Spec events §4: pure rules shared by the server and the web. */

export const EVENT_PRIVACY = ['open', 'organization', 'invite_only'] as const;
export type EventPrivacy = (typeof EVENT_PRIVACY)[number];
export const PRIVACY_LABELS: Record<EventPrivacy, string> = {
  open: 'Public',
  organization: 'Organization',
  invite_only: 'Private',
};

export const MEETING_SERVICES = ['google_meet', 'zoom_meeting', 'zoom_webinar', 'unknown'] as const;
export type MeetingService = (typeof MEETING_SERVICES)[number];

export type LocationType = 'virtual' | 'hybrid' | 'inperson' | '';
export const LOCATION_TYPE_LABELS: Record<Exclude<LocationType, ''>, string> = {
  virtual: 'Virtual',
  hybrid: 'Hybrid',
  inperson: 'In-person',
};

/** Meeting and location both: hybrid; location only: in person; meeting only: virtual; neither: empty. */
export function locationTypeOf(event: { location?: string | null; meetingService?: string | null }): LocationType {
  const hasLocation = Boolean(event.location?.trim());
  const hasMeeting = Boolean(event.meetingService);
  if (hasLocation && hasMeeting) return 'hybrid';
  if (hasLocation) return 'inperson';
  if (hasMeeting) return 'virtual';
  return '';
}

export interface EventTiming {
  start: Date;
  ends: Date;
  published: boolean;
}

/** Started when now is after the start; past when now is after the end. */
export const hasStarted = (event: Pick<EventTiming, 'start'>, now: Date) => now.getTime() > event.start.getTime();
export const isPast = (event: Pick<EventTiming, 'ends'>, now: Date) => now.getTime() > event.ends.getTime();

/** People arrive early: attendance can be recorded from this long before the start (issue 12). */
export const ATTENDANCE_OPENS_MINUTES_BEFORE_START = 60;
/** Whether attendance can be recorded now: from ATTENDANCE_OPENS_MINUTES_BEFORE_START before the start on. */
export const isAttendanceOpen = (event: Pick<EventTiming, 'start'>, now: Date) =>
  now.getTime() >= event.start.getTime() - ATTENDANCE_OPENS_MINUTES_BEFORE_START * 60_000;

/**
 * An event is editable while unpublished or while its start is still in the future; once a published event has
 * started, its fields are locked and it can no longer be deleted.
 */
export function isEditable(event: Pick<EventTiming, 'start' | 'published'>, now: Date): boolean {
  return !event.published || !hasStarted(event, now);
}

/** The moment editing locks by time alone: the start of a published event; a draft never locks (null). */
export function editableUntil(event: Pick<EventTiming, 'start' | 'published'>): Date | null {
  return event.published ? event.start : null;
}

/** Changing the start shifts the end by the same amount. */
export function shiftEnd(previous: { start: Date; ends: Date }, newStart: Date): Date {
  return new Date(newStart.getTime() + (previous.ends.getTime() - previous.start.getTime()));
}

/** Spec events §9: a new event starts 7 days ahead at 9:00 and ends at 10:00 (in the given local calendar). */
export function defaultEventTimes(now: Date): { start: Date; ends: Date } {
  const start = new Date(now);
  start.setDate(start.getDate() + 7);
  start.setHours(9, 0, 0, 0);
  const ends = new Date(start);
  ends.setHours(10, 0, 0, 0);
  return { start, ends };
}

/** Duration shown as days, hours and minutes ("1 day 2 hours 30 minutes"). */
export function formatDuration(start: Date, ends: Date): string {
  let minutes = Math.max(0, Math.round((ends.getTime() - start.getTime()) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  minutes -= days * 24 * 60;
  const hours = Math.floor(minutes / 60);
  minutes -= hours * 60;
  const part = (n: number, unit: string) => (n ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');
  return [part(days, 'day'), part(hours, 'hour'), part(minutes, 'minute')].filter(Boolean).join(' ') || '0 minutes';
}

/** Links without a scheme get https:// in front. */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return trimmed;
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export interface ResourceInput {
  id?: number | undefined;
  title: string;
  link: string;
  _destroy?: boolean | undefined;
}

/**
 * Spec events §4, §5: on submit, entries with a blank title or link are dropped (a saved one is marked destroy,
 * a new one simply dropped), links get https:// when they have no scheme.
 */
export function normalizeResources(resources: readonly ResourceInput[]): ResourceInput[] {
  const out: ResourceInput[] = [];
  for (const r of resources) {
    const title = r.title.trim();
    const link = r.link.trim();
    if (r._destroy || !title || !link) {
      if (r.id) out.push({ id: r.id, title, link, _destroy: true });
      continue;
    }
    out.push({ ...(r.id ? { id: r.id } : {}), title, link: withScheme(link) });
  }
  return out;
}
