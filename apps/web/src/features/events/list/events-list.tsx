import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  EMPTY_STATE_DELAY_MS,
  EVENT_MESSAGES,
  LOADER_DELAY_MS,
  type EventListTab,
} from '@huddle/domain/event-constants';
import { ErrorState } from '../../../components/error-state';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useEvents, type EventListFilters } from '../api/get-events';
import { EventsEmptyState } from './events-empty-state';
import { EventsGrid, EventsGridSkeleton } from './events-grid';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';
import { useInfiniteScroll } from '../../../lib/use-infinite-scroll';

export const LIST_ERROR = "The events couldn't be loaded.";

interface EventsListProps {
  tab: EventListTab;
  filters: EventListFilters;
  timezone: string;
  /** The caller may create events (the server's `abilities.can_create_events`): the empty state invites to. */
  canCreate: boolean;
}

/** One tab's cards, loaded 12 at a time as the end of the list scrolls into view. */
export function EventsList({ tab, filters, timezone, canCreate }: EventsListProps) {
  const query = useEvents(tab, filters);
  const events = query.data?.pages.flatMap((page) => page.data);
  const pages = query.data?.pages.length ?? 0;
  const total = query.data?.pages[0]?.meta.total_count;
  const canLoadMore = Boolean(query.hasNextPage) && !query.isFetchingNextPage && !query.isFetchNextPageError;

  const sentinel = useInfiniteScroll<HTMLDivElement>({
    enabled: canLoadMore && !query.isPlaceholderData,
    onReach: () => void query.fetchNextPage(),
    generation: pages,
  });

  const showLoader = useDelayedFlag(query.isPending, LOADER_DELAY_MS);
  const showMoreLoader = useDelayedFlag(query.isFetchingNextPage, LOADER_DELAY_MS);
  const isEmpty = events !== undefined && events.length === 0 && !query.isPlaceholderData;
  const showEmpty = useDelayedFlag(isEmpty, EMPTY_STATE_DELAY_MS);

  let body;
  if (events === undefined) {
    body = query.isError ? (
      <ErrorState message={LIST_ERROR} onRetry={() => void query.refetch()} />
    ) : showLoader ? (
      <EventsGridSkeleton />
    ) : null;
  } else if (events.length === 0) {
    body = showEmpty ? <EventsEmptyState canCreate={canCreate} /> : null;
  } else {
    body = (
      <>
        <EventsGrid events={events} timezone={timezone} />
        <Box ref={sentinel} sx={{ minHeight: 8 }} data-testid="events-sentinel" />
        {showMoreLoader && (
          <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={32} aria-label="Loading more events" />
          </Box>
        )}
        {typeof IntersectionObserver === 'undefined' && canLoadMore && (
          <Button onClick={() => void query.fetchNextPage()} sx={{ alignSelf: 'center' }}>
            Load more events
          </Button>
        )}
        {query.isFetchNextPageError && <ErrorState message={LIST_ERROR} onRetry={() => void query.fetchNextPage()} />}
        {!query.hasNextPage && !query.isFetching && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
            {EVENT_MESSAGES.endOfList}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box aria-busy={query.isFetching} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {body}
      <Box role="status" sx={visuallyHidden}>
        {events && total !== undefined && !query.isPlaceholderData
          ? `${total} ${total === 1 ? 'event' : 'events'}`
          : ''}
      </Box>
    </Box>
  );
}
