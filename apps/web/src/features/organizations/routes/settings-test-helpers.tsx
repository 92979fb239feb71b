import { Link, Route, Routes } from 'react-router';
import type { Office, User } from '../../../lib/api-types';
import { makeUser } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type { OrganizationSettings } from '../api/get-organization-settings';
import { SettingsPage } from './settings-page';

export function makeSettings(overrides: Partial<OrganizationSettings> = {}): OrganizationSettings {
  return {
    id: 1,
    subdomain: 'acme',
    display_name: 'Acme',
    active: true,
    logo: null,
    favicon: null,
    logo_url: null,
    favicon_url: null,
    logo_key: null,
    favicon_key: null,
    calendar_enabled: 'none',
    okta_enabled: false,
    okta_type: null,
    force_okta_sign_in: false,
    slack_enabled: false,
    budget_start_month: 'January',
    email_extensions: [{ id: 11, domain: 'acme.test' }],
    event_types: [
      { id: 21, name: 'Speakers', uses: 3 },
      { id: 22, name: 'Workshop', uses: 0 },
    ],
    group_types: [],
    okta_client_id: null,
    okta_issuer: null,
    okta_saml_url: null,
    okta_client_secret_set: false,
    ...overrides,
  };
}

export function makeOffice(id: number, name: string, overrides: Partial<Office> = {}): Office {
  return { id, name, users_count: 2, events_count: 1, groups_count: 0, ...overrides };
}

export const paged = <T,>(data: T[], total = data.length) => ({
  data,
  meta: { total_pages: Math.ceil(total / 10), total_count: total, next_page: null, prev_page: null },
});

export const admin: User = makeUser('admin');

/** The calls every settings screen makes, plus the test's own. */
export function serveSettings(routes: Record<string, Responder> = {}) {
  return mockFetch({
    'GET /api/users/current': { body: { user: admin } },
    'GET /api/feature_flags': { body: { flags: { 'contact-lists': true } } },
    'GET /api/organizations/1': { body: { organization: makeSettings() } },
    'GET /api/offices': { body: paged([]) },
    'GET /api/users': { body: paged([]) },
    'GET /api/invitation_mappings': { body: paged([]) },
    ...routes,
  });
}

/** The settings page at `path`, with a link elsewhere to try leaving it. */
export function renderSettings(path = '/settings') {
  return renderWithProviders(
    <>
      <Link to="/events">Go to events</Link>
      <Routes>
        <Route path="/settings/:tab?" element={<SettingsPage />} />
        <Route path="/events" element={<h1>Events</h1>} />
      </Routes>
    </>,
    { route: path },
  );
}

/** The URLs fetched so far, with their query strings (the recorded calls keep only the path). */
export function requestedUrls(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}
