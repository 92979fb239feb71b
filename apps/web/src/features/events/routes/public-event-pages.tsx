import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { PublicFrame } from '../../../components/public-frame';

export function PublicEventPage() {
  const { id } = useParams();
  return (
    <PublicFrame>
      <PlaceholderPage
        title="Event"
        description={`Public event ${id ?? ''} — the public event page with RSVP arrives with the events feature.`}
      />
    </PublicFrame>
  );
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
