import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MaintenancePage } from '../components/maintenance-page';
import { PageLoader } from '../components/page-loader';
import { useCurrentUser } from '../lib/current-user';

/**
 * While MaintenanceMode is on, everyone sees the maintenance page, except signed-in people the server lets through
 * (admins, who must be able to switch the flag off again in Settings) and the sign-in page they use to get there.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  if (pathname === '/login') return children;
  if (isLoading) return <PageLoader fullScreen />;
  if (user?.abilities.can_use_during_maintenance) return children;
  return <MaintenancePage />;
}
