import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { parseEventId } from './event-id';
import { EventScreen } from './event-screen';

/** /event/{id}/{tab?}/…: the event's read-only view or its manager tabs (spec events §2 "Event pages"). */
export function EventPage() {
  const { id: rawId, tab } = useParams();
  const id = parseEventId(rawId);
  if (id === null) return <NotFoundPage />;
  return <EventScreen key={id} id={id} slug={tab} />;
}
