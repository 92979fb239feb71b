import { useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../lib/api-types';
import { setCurrentUser } from '../../../lib/current-user';

/**
 * Storing the user is all a sign-in does here: the public-only guard around /login then sends the
 * user on to the remembered page (or /events), so there is a single place that redirects.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return (user: User) => setCurrentUser(queryClient, user);
}
