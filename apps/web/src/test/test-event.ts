import type { EventHost, HuddleEvent } from '../lib/event/event-models';

/** A host as docs/api-events.md presents one. */
export function makeHost(id: number, first: string, last: string): EventHost {
  return {
    id,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${first.toLowerCase()}@acme.test`,
    initials: `${first[0]}${last[0]}`,
    avatar_url: null,
  };
}

/** Test data: an upcoming, published, open event as docs/api-events.md presents it; each test folder adds its own. */
export function makeTestEvent(overrides: Partial<HuddleEvent> = {}): HuddleEvent {
  const event: HuddleEvent = {
    id: 5,
    name: 'Summer picnic',
    description: '<p>Food</p>',
    safe_description: '<p>Food</p>',
    start: '2030-06-02T16:00:00Z',
    ends: '2030-06-02T17:30:00Z',
    timezone: 'Europe/London',
    location: 'Hyde Park',
    location_type: 'inperson',
    privacy: 'open',
    published: true,
    rsvp_pause_allowed: false,
    rsvp_pause_active: false,
    cover_image: null,
    cover_image_key: null,
    config: { display_organizers_as_hosts: true, cover_image_url: null },
    event_type_id: 2,
    event_type: { id: 2, name: 'Social' },
    host_ids: [8],
    hosts: [makeHost(8, 'Grace', 'Hopper')],
    group_ids: [],
    groups: [],
    office_ids: [],
    offices: [],
    meeting: null,
    resources: [],
    invitees_count: 0,
    needs_rescheduling: false,
    events_collection_id: null,
    started: false,
    attendance_open: false,
    past: false,
    editable: true,
    editable_until: null,
    can_edit: false,
    can_delete: false,
    can_duplicate: false,
    can_manage: false,
    is_host: false,
    is_invitee: false,
    my_invitee: null,
    created_at: '2030-01-01T00:00:00Z',
    updated_at: '2030-01-01T00:00:00Z',
    ...overrides,
  };
  // As the server presents it: a published event locks at its start, a draft never (unless the test says otherwise).
  if (!('editable_until' in overrides)) event.editable_until = event.published ? event.start : null;
  return event;
}
