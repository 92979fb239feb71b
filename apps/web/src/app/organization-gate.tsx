import { Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { CenteredLayout } from '../components/centered-layout';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoader } from '../components/page-loader';
import { isApiError } from '../lib/api-client';
import { useFavicon } from '../lib/favicon';
import { useFeatureFlags } from '../lib/feature-flags';
import { lazyPage } from '../lib/lazy-page';
import { fetchCurrentOrganization, OrganizationContext, organizationKey } from '../lib/organization';
import { MaintenanceGate } from './maintenance-gate';

const FindOrganizationPage = lazyPage(
  () => import('../features/organizations/routes/find-organization-page'),
  'FindOrganizationPage',
);
const InactiveOrganizationPage = lazyPage(
  () => import('../features/organizations/routes/inactive-organization-page'),
  'InactiveOrganizationPage',
);

/**
 * Resolves the organization from the host before anything else renders: unknown hosts, inactive
 * organizations and maintenance mode (for everyone but admins) each replace the whole app.
 */
export function OrganizationGate({ children }: { children: ReactNode }) {
  const query = useQuery({ queryKey: organizationKey, queryFn: fetchCurrentOrganization, staleTime: 5 * 60_000 });
  const organization = query.data;
  const { flags, isLoading: flagsLoading } = useFeatureFlags({ enabled: Boolean(organization?.active) });
  useFavicon(organization?.favicon_url);

  if (query.isPending) return <PageLoader fullScreen />;
  if (query.isError) {
    if (!isApiError(query.error, 404)) {
      return (
        <CenteredLayout title={AUTH_MESSAGES.somethingWentWrong} subtitle="We couldn't load this workspace.">
          <Button variant="contained" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </CenteredLayout>
      );
    }
    return query.error.code !== 'no_subdomain' ? (
      <NotFoundPage />
    ) : (
      <Suspense fallback={<PageLoader fullScreen />}>
        <FindOrganizationPage />
      </Suspense>
    );
  }
  if (!query.data.active) {
    return (
      <OrganizationContext.Provider value={query.data}>
        <Suspense fallback={<PageLoader fullScreen />}>
          <InactiveOrganizationPage />
        </Suspense>
      </OrganizationContext.Provider>
    );
  }
  if (flagsLoading) return <PageLoader fullScreen />;
  return (
    <OrganizationContext.Provider value={query.data}>
      {flags.MaintenanceMode ? <MaintenanceGate>{children}</MaintenanceGate> : children}
    </OrganizationContext.Provider>
  );
}
