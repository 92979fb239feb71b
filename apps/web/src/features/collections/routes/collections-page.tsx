import { Navigate, Route, Routes } from 'react-router';
import { CollectionFormPage } from './collection-form-page';
import { CollectionsListPage } from './collections-list-page';

/** /collections/… for organizers and admins (spec §6 route guard); the details page is routed on its own. */
export function CollectionsPage() {
  return (
    <Routes>
      <Route index element={<Navigate to="/collections/upcoming" replace />} />
      <Route path="create" element={<CollectionFormPage mode="create" />} />
      <Route path=":id/create" element={<CollectionFormPage mode="create" />} />
      <Route path=":id/edit" element={<CollectionFormPage mode="edit" />} />
      <Route path=":tab" element={<CollectionsListPage />} />
      <Route path="*" element={<Navigate to="/collections/upcoming" replace />} />
    </Routes>
  );
}
