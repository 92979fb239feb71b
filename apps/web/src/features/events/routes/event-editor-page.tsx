import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function CreateEventPage() {
  const { id } = useParams();
  return <PlaceholderPage title={id ? 'Draft event' : 'New event'} description="The event editor." />;
}
