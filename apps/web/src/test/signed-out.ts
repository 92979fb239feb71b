import type { Organization } from '../lib/api-types';
import { makeOrganization } from './fixtures';
import { mockFetch, type Responder } from './mock-fetch';

/** The server as a visitor who is not signed in sees it on the organization's host, plus the routes given. */
export function serveSignedOut(routes: Record<string, Responder>, organization: Organization = makeOrganization()) {
  return mockFetch({
    'GET /api/organizations/current': { body: organization },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/users/events': { body: { data: [] } },
    ...routes,
  });
}
