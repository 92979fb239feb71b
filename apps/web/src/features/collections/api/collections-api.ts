import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COLLECTIONS_PAGE_SIZE, COLLECTION_MESSAGES, type CollectionTab } from '@huddle/domain/collection-schemas';
import { ApiError, graphql } from '../../../lib/api-client';
import { usePersonOptions } from '../../../lib/use-person-options';

/** An event of a collection as its pages show it (docs/api-events.md "Collections"). */
export interface CollectionEvent {
  id: string;
  name: string;
  start: string;
  ends: string;
  timezone: string;
  location: string;
  published: boolean;
  coverImageUrl: string | null;
  past: boolean;
}

export interface CollectionOrganizer {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
}

export interface Collection {
  id: string;
  name: string;
  description: string;
  safeDescription: string;
  imageUrl: string | null;
  startsAt: string | null;
  endsAt: string | null;
  timezone: string;
  published: boolean;
  past: boolean;
  organizerEmployeeIds: string[];
  organizers: CollectionOrganizer[];
  announcementCount: number;
  events: CollectionEvent[];
  canEdit: boolean;
  canDelete: boolean;
  canAnnounce: boolean;
}

interface CollectionsPage {
  currentPage: number;
  totalPages: number;
  totalCount: number;
  eventsCollections: Collection[];
}

const FIELDS = `id name description safeDescription imageUrl startsAt endsAt timezone published past
  organizerEmployeeIds organizers { id fullName email avatarUrl } announcementCount canEdit canDelete canAnnounce
  events { id name start ends timezone location published coverImageUrl past }`;

const LIST_QUERY = `query Collections($page: Int, $perPage: Int, $search: String, $status: String, $organizerIds: [ID!]) {
  fetchEventsCollections(page: $page, perPage: $perPage, search: $search, status: $status, organizerIds: $organizerIds) {
    currentPage totalPages totalCount eventsCollections { ${FIELDS} } } }`;
const ONE_QUERY = `query Collection($id: ID!) { fetchEventsCollection(id: $id) { ${FIELDS} } }`;

export const collectionKeys = {
  all: ['collections'] as const,
  list: (tab: CollectionTab, search: string, organizerId: string) =>
    ['collections', 'list', tab, search, organizerId] as const,
  one: (id: string) => ['collections', 'one', id] as const,
};

/** One tab, 12 a page, for infinite scrolling (spec §2, §9). */
export function useCollections(tab: CollectionTab, search: string, organizerId: string) {
  return useInfiniteQuery({
    queryKey: collectionKeys.list(tab, search, organizerId),
    queryFn: ({ pageParam }) =>
      graphql<{ fetchEventsCollections: CollectionsPage }>(LIST_QUERY, {
        page: pageParam,
        perPage: COLLECTIONS_PAGE_SIZE,
        status: tab,
        search: search.trim() || null,
        organizerIds: organizerId ? [organizerId] : null,
      }).then((d) => d.fetchEventsCollections),
    initialPageParam: 1,
    getNextPageParam: (page) => (page.currentPage < page.totalPages ? page.currentPage + 1 : undefined),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === tab ? keepPreviousData(previous) : undefined,
  });
}

export function useCollection(id: string | undefined) {
  return useQuery({
    queryKey: collectionKeys.one(id ?? ''),
    queryFn: () =>
      graphql<{ fetchEventsCollection: Collection }>(ONE_QUERY, { id }).then((d) => d.fetchEventsCollection),
    enabled: Boolean(id),
  });
}

/** What the form sends (spec §7 inputs). */
export interface CollectionMutationInput {
  id?: string;
  name: string;
  description: string;
  eventIds: string[];
  organizerEmployeeIds: string[];
  /** A data URL of the cropped image; null removes it; absent keeps it. */
  collectionImage?: string | null;
  config?: { coverImageDimensions: { width: number; height: number } | null };
  published: boolean;
}

interface Payload {
  eventsCollection: Collection | null;
  errors: string[];
}

const MUTATION = (name: string) => `mutation Save($input: EventsCollectionInput!) {
  ${name}(input: $input) { eventsCollection { ${FIELDS} } errors } }`;

/** Spec §7: an `errors` array is a failure ("Failed: {messages}"); no collection is "Failed: No data returned". */
function collectionOf(payload: Payload | undefined): Collection {
  if (payload?.errors.length) throw new ApiError(422, { error: COLLECTION_MESSAGES.failed(payload.errors.join(', ')) });
  if (!payload?.eventsCollection) throw new ApiError(422, { error: COLLECTION_MESSAGES.noData });
  return payload.eventsCollection;
}

export function saveCollection(input: CollectionMutationInput): Promise<Collection> {
  const name = input.id ? 'eventsCollectionUpdate' : 'eventsCollectionCreate';
  return graphql<Record<string, Payload>>(MUTATION(name), { input }).then((d) => collectionOf(d[name]));
}

export function useSaveCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCollection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}

const DESTROY = `mutation Destroy($id: ID!) { eventsCollectionDestroy(id: $id) { eventsCollection { id } errors } }`;

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      graphql<{ eventsCollectionDestroy: { errors: string[] } }>(DESTROY, { id }).then((d) => {
        if (d.eventsCollectionDestroy.errors.length) {
          throw new ApiError(422, { error: d.eventsCollectionDestroy.errors.join(', ') });
        }
      }),
    // Marked stale, not refetched: the page still shows the deleted collection until it leaves, and a refetch
    // of it would only fail (and be retried) before the confirmation could show.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all, refetchType: 'none' }),
  });
}

const DUPLICATE = `mutation Duplicate($eventId: ID!, $numberOfCopies: Int) {
  eventDuplicate(eventId: $eventId, numberOfCopies: $numberOfCopies) { events { id } errors } }`;

/** Spec events §7 eventDuplicate: unpublished copies of an event of the collection. */
export function useDuplicateCollectionEvent() {
  return useMutation({
    mutationFn: ({ eventId, copies }: { eventId: string; copies: number }) =>
      graphql<{ eventDuplicate: { errors: string[] } }>(DUPLICATE, { eventId, numberOfCopies: copies }).then((d) => {
        if (d.eventDuplicate.errors.length) throw new ApiError(422, { error: d.eventDuplicate.errors.join(', ') });
      }),
  });
}

/** People who may organize a collection (GET /api/employees/collection_organizer_options). */
export function useOrganizerOptions(search: string, options: { enabled?: boolean } = {}) {
  return usePersonOptions('collection_organizer_options', search, options);
}

/** An event the add-events dialog offers, with the collection it is in. */
export interface EventOption {
  id: string;
  name: string;
  start: string;
  published: boolean;
  eventsCollectionId: number | null;
}

const EVENT_OPTIONS = `query EventOptions($status: String, $search: String) {
  fetchEvents(status: $status, search: $search, page: 1, perPage: 50) {
    events { id name start published eventsCollectionId canManage } } }`;

/**
 * Upcoming, draft and past events matching `search` that the reader manages: what a collection may gather (spec §4;
 * the server refuses anyone else's event).
 */
export function useEventOptions(search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: ['collections', 'event-options', term],
    queryFn: async () => {
      const lists = await Promise.all(
        ['upcoming', 'draft', 'past'].map((status) =>
          graphql<{ fetchEvents: { events: (EventOption & { canManage: boolean })[] } }>(EVENT_OPTIONS, {
            status,
            search: term || null,
          }).then((d) => d.fetchEvents.events.filter((e) => e.canManage)),
        ),
      );
      return lists.flat();
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}
