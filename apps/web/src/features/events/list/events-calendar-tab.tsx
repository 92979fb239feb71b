import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader';

// FullCalendar is big: it comes in its own chunk, only when someone opens the Calendar tab.
const EventsCalendar = lazy(() => import('./events-calendar').then((module) => ({ default: module.EventsCalendar })));

export function EventsCalendarTab({ timezone }: { timezone: string }) {
  return (
    <Suspense fallback={<PageLoader label="Loading calendar" />}>
      <EventsCalendar timezone={timezone} />
    </Suspense>
  );
}
