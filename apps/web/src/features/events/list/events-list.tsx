import Box from '@mui/material/Box';
import {
  EMPTY_STATE_DELAY_MS,
  EVENT_MESSAGES,
  LOADER_DELAY_MS,
  type EventListTab,
} from '@huddle/domain/event-constants';
import { ErrorState } from '../../../components/error-state';
import { InfiniteListEnd } from '../../../components/infinite-list-end';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useEvents, type EventListFilters } from '../api/get-events';
import { EventsEmptyState } from './events-empty-state';
import { EventsGrid, EventsGridSkeleton } from './events-grid';
import { useDelayedFlag } from '../../../lib/use-delayed-flag';

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
  const total = query.data?.pages[0]?.meta.total_count;

  const showLoader = useDelayedFlag(query.isPending, LOADER_DELAY_MS);
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
        <InfiniteListEnd
          query={query}
          loadingLabel="Loading more events"
          loadMoreLabel="Load more events"
          errorMessage={LIST_ERROR}
          endMessage={EVENT_MESSAGES.endOfList}
          sentinelTestId="events-sentinel"
        />
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
