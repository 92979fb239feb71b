import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function EventPage() {
  const { id, tab } = useParams();
  return <PlaceholderPage title="Event" description={`Event ${id ?? ''}${tab ? ` · ${tab}` : ''}`} />;
}
