import { LOCATION_TYPE_LABELS, PRIVACY_LABELS } from '@huddle/domain/event-rules';
import type { HuddleEvent } from '../../../lib/event/event-models';

const parts = (iso: string, timezone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: timezone }).formatToParts(new Date(iso));

function part(list: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return list.find((p) => p.type === type)?.value ?? '';
}

/** MM/DD/YYYY in the viewer's timezone (spec events §9). */
export function formatCardDate(iso: string, timezone: string): string {
  const p = parts(iso, timezone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  return `${part(p, 'month')}/${part(p, 'day')}/${part(p, 'year')}`;
}

function formatClock(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(
    new Date(iso),
  );
}

function zoneName(iso: string, timezone: string): string {
  return part(parts(iso, timezone, { timeZoneName: 'short' }), 'timeZoneName');
}

/** "9:00 AM – 10:00 AM GMT"; an end on another day carries its date. */
export function formatCardTime(start: string, ends: string, timezone: string): string {
  const sameDay = formatCardDate(start, timezone) === formatCardDate(ends, timezone);
  const end = sameDay
    ? formatClock(ends, timezone)
    : `${formatCardDate(ends, timezone)} ${formatClock(ends, timezone)}`;
  return `${formatClock(start, timezone)} – ${end} ${zoneName(start, timezone)}`.trim();
}

/** The card's place line: the location text and, for virtual or hybrid events, the kind. */
export function formatLocation(event: Pick<HuddleEvent, 'location' | 'location_type'>): string {
  const kind = event.location_type ? LOCATION_TYPE_LABELS[event.location_type] : '';
  const place = event.location.trim();
  if (place && kind && event.location_type !== 'inperson') return `${place} · ${kind}`;
  return place || kind;
}

/** Public events carry no chip; the others say who may come. */
export function privacyLabel(event: Pick<HuddleEvent, 'privacy'>): string | null {
  return event.privacy === 'open' ? null : PRIVACY_LABELS[event.privacy];
}

/** "Hosted by …", unless the event chose not to show its organizers as hosts. */
export function hostsLabel(event: Pick<HuddleEvent, 'hosts' | 'config'>): string {
  if (event.config?.display_organizers_as_hosts === false) return '';
  const names = event.hosts.map((host) => host.full_name);
  if (names.length === 0) return '';
  if (names.length <= 2) return `Hosted by ${names.join(' and ')}`;
  return `Hosted by ${names[0]} and ${names.length - 1} others`;
}

/** Edit goes to the builder for a draft and to the manager's Details tab for a published event. */
export function editPath(event: Pick<HuddleEvent, 'id' | 'published'>): string {
  return event.published ? `/event/${event.id}/details` : `/event/${event.id}/create`;
}
