import { MAINTENANCE_TEXT } from '@huddle/domain/messages';
import { useDocumentTitle } from '../lib/document-title';
import { CenteredLayout } from './centered-layout';

export function MaintenancePage() {
  useDocumentTitle('Maintenance');
  return <CenteredLayout title="Down for maintenance" subtitle={MAINTENANCE_TEXT} />;
}
