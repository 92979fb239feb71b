import ical from 'ical-generator';
import { htmlToText } from '../../integrations/mail/layout.ts';
import { CALENDAR_PRODUCT, eventUid } from '../../lib/ical.ts';
import type { PresentedEvent } from './events.presenter.ts';

/** A one-event iCalendar file (RFC 5545) any calendar app imports. */
export function eventCalendar(event: PresentedEvent, url: string): string {
  const calendar = ical({ name: event.name, prodId: CALENDAR_PRODUCT });
  calendar.createEvent({
    id: eventUid(event.id),
    start: new Date(event.start),
    end: new Date(event.ends),
    // Times in UTC ("Z"): a TZID without its VTIMEZONE block would be read as wall-clock time in that zone.
    summary: event.name,
    description: { plain: htmlToText(event.safe_description), html: event.safe_description },
    location: event.location || event.meeting?.link || undefined,
    url,
  });
  return calendar.toString();
}
