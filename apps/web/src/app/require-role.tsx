import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { hasMinimumRole, type Role } from '@huddle/domain/roles';
import { ErrorState } from '../components/error-state';
import { PageLoader } from '../components/page-loader';
import { useCurrentUser, userRole } from '../lib/current-user';
import { rememberReturnPath } from '../lib/return-path';

interface RequireRoleProps {
  minimum: Role;
  children?: ReactNode;
}

/** Spec §2.2: signed-out visitors go to /login (and come back after), users below the minimum to /events. */
export function RequireRole({ minimum, children }: RequireRoleProps) {
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
  if (!hasMinimumRole(userRole(user), minimum)) return <Navigate to="/events" replace />;
  return children ?? <Outlet />;
}
