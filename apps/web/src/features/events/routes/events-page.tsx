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
