import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PlaceholderPage } from '../../components/placeholder-page';
import { PublicFrame } from '../../components/public-frame';
import { parseEventId } from './event-id';
import { PublicEventScreen } from './public-event-screen';

/** /public/{id}: the public page of an open event, for visitors without an account. */
export function PublicEventPage() {
  const { id: rawId } = useParams();
  const id = parseEventId(rawId);
  if (id === null) return <NotFoundPage />;
  return <PublicEventScreen key={id} id={id} />;
}

export function ExternalCalendarPage() {
  const { id } = useParams();
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Add to calendar"
        description={`Event ${id ?? ''} — adding an event to an external calendar arrives with the events feature.`}
      />
    </PublicFrame>
  );
}
