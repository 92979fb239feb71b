import { Route, Routes } from 'react-router';
import type { User } from '../../lib/api-types';
import { makeUser } from '../../test/fixtures';
import { mockFetch, type Responder } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render';
import type { Contact, ContactList } from './api/contact-models';
import { ContactsPage } from './routes/contacts-page';

/** Test data of the contacts screens, shaped as docs/api-guests.md answers. */
export function makeContact(id: number, fullName: string, overrides: Partial<Contact> = {}): Contact {
  const [first = '', last = ''] = fullName.split(' ');
  return {
    id,
    employee_id: id,
    first_name: first,
    last_name: last,
    full_name: fullName,
    initials: `${first[0] ?? ''}${last[0] ?? ''}`,
    email: `${first.toLowerCase()}@acme.test`,
    office_id: 3,
    office: { id: 3, name: 'London' },
    role_type: 'user',
    has_account: false,
    can_delete: true,
    can_change_email: true,
    created_at: '2025-03-04T12:00:00Z',
    ...overrides,
  };
}

export function makeList(id: number, name: string, overrides: Partial<ContactList> = {}): ContactList {
  return {
    id,
    name,
    is_public: true,
    is_private: false,
    contacts_count: 2,
    created_at: '2025-03-04T12:00:00Z',
    owner_employee: { id: 7, full_name: 'Ada Lovelace' },
    is_google_group: false,
    email: null,
    google_group_skipped: 0,
    google_group_synced_at: null,
    can_edit: true,
    can_delete: true,
    ...overrides,
  };
}

export const paged = <T,>(data: T[], total = data.length, perPage = 10) => ({
  data,
  meta: {
    total_pages: Math.ceil(total / perPage),
    total_count: total,
    next_page: null,
    prev_page: null,
    current_page: 1,
  },
});

export const organizer: User = makeUser('organizer');

export const OFFICES = [
  { id: 3, name: 'London', users_count: 4, events_count: 0, groups_count: 1 },
  { id: 4, name: 'Paris', users_count: 2, events_count: 0, groups_count: 0 },
];

export const GRACE = makeContact(8, 'Grace Hopper');
export const ALAN = makeContact(11, 'Alan Turing', { office_id: null, office: null, role_type: 'organizer' });

/** The calls every contacts screen makes, plus the test's own. Lists answer 404 unless the test serves them. */
export function serveContacts(routes: Record<string, Responder> = {}, flags: Record<string, boolean> = {}) {
  return mockFetch({
    'GET /api/users/current': { body: { user: organizer } },
    'GET /api/feature_flags': { body: { flags } },
    'GET /api/offices': { body: paged(OFFICES) },
    'GET /api/employees': { body: paged([GRACE, ALAN]) },
    ...routes,
  });
}

export function renderContacts(path = '/contacts/all') {
  return renderWithProviders(
    <Routes>
      <Route path="/contacts/:tab?" element={<ContactsPage />} />
    </Routes>,
    { route: path },
  );
}

/** The query of each GET to `path`, in order (the recorded calls keep only the path). */
export function queriesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): Record<string, string>[] {
  return fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === 'GET')
    .map(([input]) => new URL(String(input), 'http://acme.localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}
