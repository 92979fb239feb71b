import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function EventsPage() {
  const { tab } = useParams();
  return (
    <PlaceholderPage
      title="Events"
      description={`Events — the events list${tab ? ` (${tab})` : ''} arrives with the events feature.`}
    />
  );
}

export function EventPage() {
  const { id, tab } = useParams();
  return (
    <PlaceholderPage
      title="Event"
      description={`Event ${id ?? ''}${tab ? ` · ${tab}` : ''} — the event page (details, guests, communications, surveys and analytics) arrives with the events feature.`}
    />
  );
}

export function CreateEventPage() {
  const { id } = useParams();
  return (
    <PlaceholderPage
      title={id ? 'Edit event draft' : 'Create event'}
      description="Event creation — the step-by-step event builder arrives with the events feature."
    />
  );
}
