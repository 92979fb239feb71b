import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MaintenancePage } from '../components/maintenance-page';
import { PageLoader } from '../components/page-loader';
import { useCurrentUser, userRole } from '../lib/current-user';

/**
 * While MaintenanceMode is on, everyone sees the maintenance page, except signed-in admins (who must be able to
 * switch the flag off again in Settings) and the sign-in page they use to get there.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  if (pathname === '/login') return children;
  if (isLoading) return <PageLoader fullScreen />;
  if (user && userRole(user) === 'admin') return children;
  return <MaintenancePage />;
}
