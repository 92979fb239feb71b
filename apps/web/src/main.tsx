import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installFieldMessages } from '@huddle/domain/field-messages';
import { AppRoutes } from './app/router';
import { OrganizationGate } from './app/organization-gate';
import { Providers } from './app/providers';
import { VersionGate } from './app/version-gate';
import { rewriteHashSamlLink } from './lib/hash-saml-link';

rewriteHashSamlLink();
// Form errors speak the same words as the API's field errors, never the schema library's defaults.
installFieldMessages();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <VersionGate>
        <OrganizationGate>
          <AppRoutes />
        </OrganizationGate>
      </VersionGate>
    </Providers>
  </StrictMode>,
);
