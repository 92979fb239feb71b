import { useQuery, type QueryClient } from '@tanstack/react-query';
import { roleFromFlags, type Role } from '@huddle/domain/roles';
import { api, isApiError } from './api-client';
import type { CurrentUserResponse } from '@huddle/domain/contracts/users';
import type { User } from './api-types';

export const currentUserKey = ['users', 'current'] as const;

export function fetchCurrentUser(): Promise<User> {
  return api.get<CurrentUserResponse>('/api/users/current').then((body) => body.user);
}

export interface CurrentUserState {
  user: User | null;
  isLoading: boolean;
  /** A failure other than "not signed in" (network, 5xx): the guard offers a retry instead of /login. */
  error: unknown;
  refetch: () => void;
}

export function useCurrentUser(): CurrentUserState {
  const query = useQuery<User | null>({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
  });
  const signedOut = isApiError(query.error, 401);
  return {
    user: query.data ?? null,
    isLoading: query.isPending && !query.isError,
    error: query.isError && !signedOut ? query.error : null,
    refetch: () => void query.refetch(),
  };
}

export function userRole(user: Pick<User, 'permission_level' | 'is_admin' | 'is_organizer'>): Role {
  return user.permission_level ?? roleFromFlags(user);
}

export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<User | null>(currentUserKey, user);
}
