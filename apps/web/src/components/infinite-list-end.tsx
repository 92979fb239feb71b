import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { LOADER_DELAY_MS } from '@huddle/domain/event-constants';
import { useDelayedFlag } from '../lib/use-delayed-flag';
import { useInfiniteScroll } from '../lib/use-infinite-scroll';
import { ErrorState } from './error-state';

/** What the end of a list needs of its infinite query (TanStack's useInfiniteQuery result). */
interface PagedQuery {
  data: { pages: readonly unknown[] } | undefined;
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface InfiniteListEndProps {
  query: PagedQuery;
  /** The spinner's name while the next page loads, e.g. "Loading more events". */
  loadingLabel: string;
  /** A button that loads the next page where the browser cannot watch the sentinel; none without a label. */
  loadMoreLabel?: string;
  /** Shown, with a retry, when the next page fails. */
  errorMessage: string;
  /** Shown when there is nothing more to load (spec §8: "You have reached the end of …"). */
  endMessage: string;
  sentinelTestId?: string;
}

/**
 * The end of an infinite list (spec events §9: events and collections): a sentinel that asks for the next page as it
 * scrolls into view, the next page's loader or failure, then the end of the list. Goes after the list's items.
 */
export function InfiniteListEnd(props: InfiniteListEndProps) {
  const { query, loadingLabel, loadMoreLabel, errorMessage, endMessage, sentinelTestId } = props;
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    enabled: canLoadMore && !query.isPlaceholderData,
    onReach: () => void query.fetchNextPage(),
    generation: query.data?.pages.length ?? 0,
  });
  const showMoreLoader = useDelayedFlag(query.isFetchingNextPage, LOADER_DELAY_MS);

  return (
    <>
      <Box ref={sentinel} sx={{ minHeight: 8 }} data-testid={sentinelTestId} />
      {showMoreLoader && (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
          <CircularProgress size={32} aria-label={loadingLabel} />
        </Box>
      )}
      {loadMoreLabel && typeof IntersectionObserver === 'undefined' && canLoadMore && (
        <Button onClick={() => void query.fetchNextPage()} sx={{ alignSelf: 'center' }}>
          {loadMoreLabel}
        </Button>
      )}
      {query.isFetchNextPageError && <ErrorState message={errorMessage} onRetry={() => void query.fetchNextPage()} />}
      {!query.hasNextPage && !query.isFetching && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
          {endMessage}
        </Typography>
      )}
    </>
  );
}
