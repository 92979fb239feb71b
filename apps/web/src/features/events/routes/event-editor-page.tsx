import { useRef } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { ErrorState } from '../../../components/error-state';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { useEvent } from '../api/get-event';
import { useEditorFlags } from '../editor/editor-options';
import { EventForm } from '../editor/event-form';

/** A positive integer from a path or query value, or null. */
function idOf(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

function Heading({ title }: { title: string }) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
  );
}

/**
 * /event/new/create and /event/{id}/create (organizers and admins; the router guards the role): the editor of a
 * new or unpublished event. ?collection_id= ties it to a collection, ?group_id= preselects a group. A published
 * event is edited on its details tab, so it is sent there.
 */
export function CreateEventPage() {
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const isNew = idParam === undefined;
  const id = isNew ? null : idOf(idParam);
  const title = isNew ? 'New event' : 'Draft event';
  useDocumentTitle(title);
  const collectionId = idOf(search.get('collection_id'));
  const groupId = idOf(search.get('group_id'));
  const query = useEvent(id);
  const { user, isLoading: userLoading } = useCurrentUser();
  const flags = useEditorFlags();

  // Publishing from this page navigates on its own (maybe to a collection); only an event that was already
  // published when it was opened is sent to its details tab.
  const openedAsDraft = useRef<number | null>(null);
  if (query.data && !query.data.published) openedAsDraft.current = query.data.id;

  if (!isNew && id === null) return <NotFoundPage />;
  if (query.isError && isApiError(query.error, 404)) return <NotFoundPage />;
  if (query.data?.published && openedAsDraft.current !== query.data.id) {
    return <Navigate to={`/event/${query.data.id}/details`} replace />;
  }

  const loading = (!isNew && query.isPending) || userLoading || flags.isLoading || !user;
  const collectionQuery = collectionId ? `?collection_id=${collectionId}` : '';

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, pb: 6, width: '100%' }}>
      {query.isError ? (
        <Stack spacing={3} sx={{ pt: 2 }}>
          <Heading title={title} />
          <ErrorState
            message={EVENT_MESSAGES.loadFailed(errorMessage(query.error, ''))}
            onRetry={() => void query.refetch()}
          />
        </Stack>
      ) : loading ? (
        <Stack spacing={3} sx={{ pt: 2 }}>
          <Heading title={title} />
          <PageLoader label="Loading the event…" />
        </Stack>
      ) : (
        <EventForm
          // A first save moves a new event to /event/{id}/create; the form starts again from the stored event.
          key={query.data?.id ?? 'new'}
          event={query.data ?? null}
          header={<Heading title={title} />}
          collectionId={collectionId}
          groupIds={groupId ? [groupId] : []}
          onCancel={() =>
            navigate(collectionId ? `/collections/${collectionId}/details` : isNew ? '/events' : '/events/draft')
          }
          onSaved={(event) => {
            if (isNew) navigate(`/event/${event.id}/create${collectionQuery}`, { replace: true });
          }}
          onPublished={(event) =>
            navigate(collectionId ? `/collections/${collectionId}/details` : `/event/${event.id}/details`)
          }
        />
      )}
    </Box>
  );
}
