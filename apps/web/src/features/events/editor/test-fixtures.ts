import type { User } from '../../../lib/api-types';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { makeOrganization } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { makeHost, makeTestEvent } from '../../../test/test-event';

/** Test data of the event editor, shaped as docs/api-events.md answers. */
export function makeEvent(overrides: Partial<HuddleEvent> = {}): HuddleEvent {
  return makeTestEvent({
    id: 42,
    name: 'Team picnic',
    description: '<p>Bring a <strong>hat</strong>.</p>',
    safe_description: '<p>Bring a <strong>hat</strong>.</p>',
    start: '2030-03-20T12:00:00.000Z',
    ends: '2030-03-20T14:00:00.000Z',
    published: false,
    host_ids: [7],
    hosts: [makeHost(7, 'Ada', 'Lovelace')],
    resources: [{ id: 5, title: 'Map', link: 'https://maps.example.com' }],
    can_edit: true,
    can_manage: true,
    is_host: true,
    created_at: '2030-03-01T10:00:00.000Z',
    updated_at: '2030-03-01T10:00:00.000Z',
    ...overrides,
  });
}

export const EVENT_TYPES = [
  { id: 2, name: 'Social' },
  { id: 3, name: 'Workshop' },
];

export const GROUPS = [
  { id: 5, name: 'Runners', currency_details: null },
  { id: 6, name: 'Women in Tech', currency_details: null },
];

export const OFFICES = [
  { id: 3, name: 'London', users_count: 4, events_count: 0, groups_count: 1 },
  { id: 4, name: 'Paris', users_count: 2, events_count: 0, groups_count: 0 },
];

export const HOST_OPTIONS = [
  { id: 8, full_name: 'Grace Hopper', email: 'grace@acme.test', avatar_url: null },
  { id: 11, full_name: 'Alan Turing', email: 'alan@acme.test', avatar_url: null },
];

/** The signed-in app's calls plus the editor's look-ups; `routes` adds or overrides. */
export function serveEditor(user: User, routes: Record<string, Responder> = {}, flags: Record<string, boolean> = {}) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags } },
    'GET /api/users/current': { body: { user } },
    'GET /api/event_types': { body: { data: EVENT_TYPES } },
    'GET /api/groups': { body: { data: GROUPS } },
    'GET /api/offices': { body: { data: OFFICES, meta: { total_pages: 1, total_count: 2, next_page: null } } },
    'GET /api/employees/event_host_options': { body: { data: HOST_OPTIONS } },
    ...routes,
  });
}
