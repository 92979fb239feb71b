import { Navigate, useParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COLLECTION_MESSAGES } from '@huddle/domain/collection-schemas';
import { ErrorState } from '../../../components/error-state';
import { useCurrentUser } from '../../../lib/current-user';
import { browserTimezone } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCollection } from '../api/collections-api';
import { CollectionForm } from '../form/collection-form';

/**
 * /collections/create ("New Collection"), /collections/{id}/create (an open draft) and /collections/{id}/edit
 * ("Draft Collection" or "Edit Collection"). A published collection's create path goes to its details (spec §2).
 */
export function CollectionFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { id } = useParams();
  const { user } = useCurrentUser();
  const query = useCollection(id);
  const collection = id ? query.data : null;
  const heading = !id ? 'New Collection' : collection?.published ? 'Edit Collection' : 'Draft Collection';
  useDocumentTitle(heading);
  if (id && mode === 'create' && collection?.published) return <Navigate to={`/collections/${id}/details`} replace />;
  const timezone = user?.timezone || browserTimezone();

  return (
    <Stack spacing={3} sx={{ minWidth: 0, maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      {id && query.isError ? (
        <ErrorState message={COLLECTION_MESSAGES.loadError} onRetry={() => void query.refetch()} />
      ) : collection === undefined || !user ? (
        <Typography role="status">{COLLECTION_MESSAGES.loading}</Typography>
      ) : (
        <CollectionForm
          key={collection?.id ?? 'new'}
          collection={collection}
          me={{ id: user.id, full_name: user.full_name, email: user.email, avatar_url: user.avatar_url }}
          timezone={timezone}
        />
      )}
    </Stack>
  );
}
