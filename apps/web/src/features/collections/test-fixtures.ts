import type { Collection } from './api/collections-api';

/** A published, upcoming collection as GraphQL presents it to one of its organizers. */
export const makeCollection = (id: number, overrides: Partial<Collection> = {}): Collection => ({
  id: String(id),
  name: `Series ${id}`,
  description: '',
  safeDescription: '',
  imageUrl: null,
  startsAt: '2026-12-01T10:00:00Z',
  endsAt: '2026-12-03T11:00:00Z',
  timezone: 'Europe/London',
  published: true,
  past: false,
  organizerEmployeeIds: ['7'],
  organizers: [{ id: '7', fullName: 'Ada Lovelace', email: 'ada@acme.test', avatarUrl: null }],
  announcementCount: 0,
  events: [],
  canEdit: true,
  canDelete: true,
  canAnnounce: true,
  ...overrides,
});
