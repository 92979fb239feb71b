import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { AccountAbilities } from '@huddle/domain/policy/account';
import { ErrorState } from '../components/error-state';
import { PageLoader } from '../components/page-loader';
import { useCurrentUser } from '../lib/current-user';
import { rememberReturnPath } from '../lib/return-path';

interface RequireAbilityProps {
  /** The caller's ability the routes need (docs/api-auth.md); none: being signed in is enough. */
  ability?: keyof AccountAbilities;
  children?: ReactNode;
}

/**
 * Spec §2.2: signed-out visitors go to /login (and come back after), people without the routes' ability to /events.
 * The ability is the server's (the current user's `abilities`), so this guard holds no role rule of its own.
 */
export function RequireAbility({ ability, children }: RequireAbilityProps) {
  const { user, isLoading, error, refetch } = useCurrentUser();
  const location = useLocation();

  if (isLoading) return <PageLoader fullScreen />;
  if (error) {
    return (
      <Box component="main" sx={{ p: 3 }}>
        <ErrorState message={AUTH_MESSAGES.somethingWentWrong} onRetry={refetch} />
      </Box>
    );
  }
  if (!user) {
    rememberReturnPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/login" replace />;
  }
  if (ability && !user.abilities[ability]) return <Navigate to="/events" replace />;
  return children ?? <Outlet />;
}
