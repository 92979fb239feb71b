/** MM/DD/YYYY in the viewer's timezone (spec §9, as the event cards). */
export function formatDay(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    timeZone: timezone,
  }).format(new Date(iso));
}

/** A collection's dates as its card shows them: derived from its events, none without events. */
export function collectionDates(c: { startsAt: string | null; endsAt: string | null }, timezone: string): string {
  if (!c.startsAt || !c.endsAt) return 'No events yet';
  const start = formatDay(c.startsAt, timezone);
  const end = formatDay(c.endsAt, timezone);
  return start === end ? start : `${start} – ${end}`;
}

/** Where a collection opens: a draft in its form, a published one in its details (spec §2). */
export const collectionPath = (c: { id: string; published: boolean }) =>
  c.published ? `/collections/${c.id}/details` : `/collections/${c.id}/create`;
