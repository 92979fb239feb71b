import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router';
import { OrganizationGate } from './app/organization-gate';
import { Providers } from './app/providers';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <OrganizationGate>
        <AppRoutes />
      </OrganizationGate>
    </Providers>
  </StrictMode>,
);
