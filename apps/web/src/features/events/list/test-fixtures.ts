import type { User } from '../../../lib/api-types';
import type { EventPage, HuddleEvent } from '../../../lib/event/event-models';
import { makeOrganization } from '../../../test/fixtures';
import { mockFetch, type MockResponse, type Responder } from '../../../test/mock-fetch';
import { makeTestEvent } from '../../../test/test-event';

/** An event as docs/api-events.md presents it. */
export function makeEvent(overrides: Partial<HuddleEvent> = {}): HuddleEvent {
  return makeTestEvent(overrides);
}

/** A page of the list answer; `pages` says how many there are in all. */
export function makePage(events: HuddleEvent[], page = 1, pages = 1, total = events.length): EventPage {
  return {
    data: events,
    meta: { current_page: page, total_pages: pages, total_count: total, next_page: page < pages ? page + 1 : null },
  };
}

export const OFFICES = [
  { id: 3, name: 'London' },
  { id: 4, name: 'Paris' },
];
export const EVENT_TYPES = [
  { id: 2, name: 'Social' },
  { id: 9, name: 'Workshop' },
];
export const GROUPS = [
  { id: 5, name: 'Women in Tech' },
  { id: 6, name: 'Runners' },
];
export const HOSTS = [
  { id: 8, full_name: 'Grace Hopper', email: 'grace@acme.test', avatar_url: null },
  { id: 11, full_name: 'Alan Turing', email: 'alan@acme.test', avatar_url: null },
];

/** The signed-in app's calls and the filter lookups; `routes` adds or overrides (e.g. the lists). */
export function serveEvents(user: User, routes: Record<string, Responder> = {}) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { body: { user } },
    'GET /api/offices': { body: { data: OFFICES, meta: { total_pages: 1, total_count: 2, next_page: null } } },
    'GET /api/event_types': { body: { data: EVENT_TYPES } },
    'GET /api/groups': { body: { data: GROUPS } },
    'GET /api/employees/event_host_options': { body: { data: HOSTS } },
    'GET /api/users': { body: { data: HOSTS, meta: { total_pages: 1, total_count: 2 } } },
    ...routes,
  });
}

/** Serves one list tab from `pages` (by the page parameter) and records each call's query. */
export function listResponder(
  pages: HuddleEvent[][],
  queries: URLSearchParams[] = [],
): (request: { body: unknown; url: URL }) => MockResponse {
  return ({ url }) => {
    queries.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? '1');
    const total = pages.reduce((sum, list) => sum + list.length, 0);
    return { body: makePage(pages[page - 1] ?? [], page, pages.length, total) };
  };
}
