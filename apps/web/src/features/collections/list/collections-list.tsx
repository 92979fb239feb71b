import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import CollectionsBookmarkOutlinedIcon from '@mui/icons-material/CollectionsBookmarkOutlined';
import { COLLECTION_MESSAGES, type CollectionTab } from '@huddle/domain/collection-schemas';
import { EMPTY_STATE_DELAY_MS, LOADER_DELAY_MS } from '@huddle/domain/event-constants';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { InfiniteListEnd } from '../../../components/infinite-list-end';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useCollections } from '../api/collections-api';
import { CollectionCard } from './collection-card';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

interface CollectionsListProps {
  tab: CollectionTab;
  search: string;
  organizerId: string;
  timezone: string;
  canManage: boolean;
}

/** One tab's collections, 12 at a time as the end of the list scrolls into view (spec §2, §9). */
export function CollectionsList({ tab, search, organizerId, timezone, canManage }: CollectionsListProps) {
  const query = useCollections(tab, search, organizerId);
  const items = query.data?.pages.flatMap((page) => page.eventsCollections);
  const total = query.data?.pages[0]?.totalCount;
  const showLoader = useDelayedFlag(query.isPending, LOADER_DELAY_MS);
  const showEmpty = useDelayedFlag(
    items !== undefined && items.length === 0 && !query.isPlaceholderData,
    EMPTY_STATE_DELAY_MS,
  );

  let body;
  if (items === undefined) {
    body = query.isError ? (
      <ErrorState message={COLLECTION_MESSAGES.listError} onRetry={() => void query.refetch()} />
    ) : showLoader ? (
      <Box sx={GRID} aria-label="Loading collections" role="status">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={260} />
        ))}
      </Box>
    ) : null;
  } else if (items.length === 0) {
    body = showEmpty ? (
      <EmptyState icon={CollectionsBookmarkOutlinedIcon} message={COLLECTION_MESSAGES.empty}>
        {canManage && (
          <Button component={RouterLink} to="/collections/create" variant="outlined">
            Create a new collection
          </Button>
        )}
      </EmptyState>
    ) : null;
  } else {
    body = (
      <>
        <Box sx={GRID}>
          {items.map((c) => (
            <CollectionCard key={c.id} collection={c} timezone={timezone} />
          ))}
        </Box>
        <InfiniteListEnd
          query={query}
          loadingLabel="Loading more collections"
          errorMessage={COLLECTION_MESSAGES.listError}
          endMessage={COLLECTION_MESSAGES.end}
        />
      </>
    );
  }

  return (
    <Box aria-busy={query.isFetching} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {body}
      <Box role="status" sx={visuallyHidden}>
        {items && total !== undefined ? `${total} ${total === 1 ? 'collection' : 'collections'}` : ''}
      </Box>
    </Box>
  );
}
