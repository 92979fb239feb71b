import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { OrganizationGate } from '../app/organization-gate';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';
import type { Organization } from '../lib/api-types';
import { BlockingRouter } from '../lib/navigation-blocker';
import { OrganizationContext } from '../lib/organization';
import { makeOrganization } from './fixtures';

// Lazy route modules are transformed on first use; on a small machine that can take a few seconds.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Shows the router's current path so tests can assert on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The app's kind of router (one that can hold a navigation), in memory, with the location probe. */
function MemoryBlockingRouter({ route, children }: { route: string; children: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries: [route], v5Compat: true }));
  return (
    <BlockingRouter history={history}>
      {children}
      <LocationProbe />
    </BlockingRouter>
  );
}

interface RenderOptions {
  route?: string;
  organization?: Organization;
  queryClient?: QueryClient;
}

/** A component below the organization gate, with every app provider and a memory router. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient();
  const organization = options.organization ?? makeOrganization();
  const router = (children: ReactNode) => (
    <MemoryBlockingRouter route={options.route ?? '/'}>{children}</MemoryBlockingRouter>
  );
  const result = render(
    <Providers queryClient={queryClient} router={router}>
      <OrganizationContext.Provider value={organization}>{ui}</OrganizationContext.Provider>
    </Providers>,
  );
  return { ...result, queryClient };
}

/** The whole app at a route: organization gate, guards, lazy pages. Fetch must be mocked. */
export function renderApp(route: string, queryClient?: QueryClient): ReturnType<typeof render> {
  const router = (children: ReactNode) => <MemoryBlockingRouter route={route}>{children}</MemoryBlockingRouter>;
  const app: ReactElement = (
    <Providers queryClient={queryClient} router={router}>
      <OrganizationGate>
        <AppRoutes />
      </OrganizationGate>
    </Providers>
  );
  return render(app);
}
