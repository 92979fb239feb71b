import { PlaceholderPage } from '../../../components/placeholder-page';

export function CollectionsPage() {
  return (
    <PlaceholderPage
      title="Collections"
      description="Collections — grouping related events into collections arrives with the collections feature."
    />
  );
}
