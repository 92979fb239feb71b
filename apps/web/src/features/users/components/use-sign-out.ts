import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { signOutLocally } from '../../../lib/query-client';
import { forgetReturnPathUntilLogin } from '../../../lib/return-path';
import { notify } from '../../../lib/snackbars';
import { useLogout } from '../api/logout';

export function useSignOut() {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = async () => {
    // Even if the server call fails (session already gone), this browser forgets the user.
    await logout.mutateAsync().catch(() => undefined);
    forgetReturnPathUntilLogin();
    signOutLocally(queryClient);
    navigate('/login', { replace: true });
    notify.success(AUTH_MESSAGES.loggedOut);
  };
  return { signOut, isPending: logout.isPending };
}
