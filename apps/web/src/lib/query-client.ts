import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { isApiError } from './api-client';
import type { User } from './api-types';
import { currentUserKey } from './current-user';
import { featureFlagsKey } from './feature-flags';
import { organizationKey } from './organization';
import { notify } from './snackbars';

const PUBLIC_KEYS = new Set<unknown>([organizationKey[0], featureFlagsKey[0]]);

function isCurrentUserQuery(query: Pick<Query, 'queryKey'>): boolean {
  return query.queryKey[0] === currentUserKey[0] && query.queryKey[1] === currentUserKey[1];
}

/** Forgets everything that belongs to the signed-in user and marks the session as signed out. */
export function signOutLocally(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !PUBLIC_KEYS.has(query.queryKey[0]) && !isCurrentUserQuery(query),
  });
  queryClient.setQueryData<User | null>(currentUserKey, null);
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isApiError(error, 401)) {
          if (query.meta?.errorMessage) notify.error(String(query.meta.errorMessage));
          return;
        }
        // A 401 means the session is gone (expired or deleted): the route guard then sends the user to /login.
        const wasSignedIn = Boolean(queryClient.getQueryData<User | null>(currentUserKey));
        if (isCurrentUserQuery(query) || wasSignedIn) signOutLocally(queryClient);
        if (wasSignedIn) notify.info(AUTH_MESSAGES.sessionExpired);
      },
    }),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
