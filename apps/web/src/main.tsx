import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes, preloadLandingPage } from './app/router';
import { OrganizationGate } from './app/organization-gate';
import { Providers } from './app/providers';
import { VersionGate } from './app/version-gate';
import { createQueryClient } from './lib/query-client';

function start() {
  const queryClient = createQueryClient();
  preloadLandingPage(window.location.pathname, queryClient);
  // The form error words are installed by lib/lazy-page before any page renders.

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <VersionGate>
          <OrganizationGate>
            <AppRoutes />
          </OrganizationGate>
        </VersionGate>
      </Providers>
    </StrictMode>,
  );
}

// A hash-style SAML callback link (spec §2.1) is rewritten before the router starts; only such a link loads the
// rewrite, so every other first page goes without it.
if (window.location.hash.startsWith('#/auth/')) {
  void import('./lib/hash-saml-link').then((module) => {
    module.rewriteHashSamlLink();
    start();
  });
} else {
  start();
}
