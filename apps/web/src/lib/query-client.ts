import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { isApiError } from './api-client';
import type { User } from './api-types';
import { currentUserKey } from './current-user';
import { featureFlagsKey } from './feature-flags';
import { organizationKey } from './organization';
import { notify } from './snackbars';

/** What anyone on the organization's host may read; everything else belongs to the signed-in user. */
const PUBLIC_KEYS: readonly (readonly unknown[])[] = [organizationKey, featureFlagsKey, currentUserKey];

// Whole keys, not first parts: ['organizations', id, 'settings'] is an admin's, although it starts like the
// organization's public key.
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

/** Forgets everything that belongs to the signed-in user and marks the session as signed out. */
export function signOutLocally(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => !PUBLIC_KEYS.some((key) => startsWith(query.queryKey, key)),
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
        if (startsWith(query.queryKey, currentUserKey) || wasSignedIn) signOutLocally(queryClient);
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
