import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export function GroupsPage() {
  return (
    <PlaceholderPage
      title="Groups"
      description="Groups — all groups and my groups, with office and type filters, arrive with the groups feature."
    />
  );
}

export function GroupPage() {
  const { id, tab } = useParams();
  return (
    <PlaceholderPage
      title="Group"
      description={`Group ${id ?? ''}${tab ? ` · ${tab}` : ''} — the group page (events, members and budget) arrives with the groups feature.`}
    />
  );
}

export function NewGroupPage() {
  return (
    <PlaceholderPage title="New group" description="New group — the group form arrives with the groups feature." />
  );
}
