import type { Role } from '@huddle/domain/roles';
import type { User } from '../lib/api-types';
import type { HuddleEvent } from '../lib/event/event-models';
import { makeOrganization, makeUser } from './fixtures';
import { mockFetch, type Responder } from './mock-fetch';
import { makeTestEvent } from './test-event';

/** An event as docs/api-events.md presents it: published, upcoming, open, managed by the caller. */
export function makeEvent(overrides: Partial<HuddleEvent> = {}): HuddleEvent {
  return makeTestEvent({
    id: 12,
    name: 'Team offsite',
    description: '<p>A day <strong>together</strong>.</p>',
    safe_description: '<p>A day <strong>together</strong>.</p>',
    start: '2030-06-03T08:00:00.000Z',
    ends: '2030-06-04T10:30:00.000Z',
    location: '1 Main Street',
    location_type: 'hybrid',
    event_type_id: 4,
    event_type: { id: 4, name: 'Social' },
    office_ids: [3],
    offices: [{ id: 3, name: 'London' }],
    meeting: { service: 'unknown', link: 'https://meet.example.com/offsite' },
    resources: [{ id: 1, title: 'Agenda', link: 'https://docs.example.com/agenda' }],
    can_edit: true,
    can_delete: true,
    can_duplicate: true,
    can_manage: true,
    is_host: true,
    ...overrides,
  });
}

/** A guest's view of the same event: neither host nor admin. */
export function makeGuestEvent(overrides: Partial<HuddleEvent> = {}): HuddleEvent {
  return makeEvent({
    can_manage: false,
    can_edit: false,
    can_delete: false,
    can_duplicate: false,
    is_host: false,
    ...overrides,
  });
}

interface ServeOptions {
  role?: Role;
  user?: User | null;
  flags?: Record<string, boolean>;
  routes?: Record<string, Responder>;
}

/** The app's own calls plus GET /api/events/12 answering `event` (or a responder for errors). */
export function serveEvent(event: HuddleEvent | Responder, options: ServeOptions = {}) {
  const user = options.user === undefined ? makeUser(options.role ?? 'organizer') : options.user;
  const answer: Responder = 'id' in event ? { body: { event } } : event;
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: options.flags ?? {} } },
    'GET /api/users/current': user ? { body: { user } } : { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/events/12': answer,
    ...options.routes,
  });
}
