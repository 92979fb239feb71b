import { PlaceholderPage } from '../../../components/placeholder-page';

export function ContactsPage() {
  return (
    <PlaceholderPage
      title="Contacts"
      description="Contacts — employees, guests and contact lists arrive with the contacts feature."
    />
  );
}
