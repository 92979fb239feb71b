import { describe, expect, it } from 'vitest';
import {
  COLLECTION_MESSAGES,
  collectionInput,
  eventSelectable,
  isPastCollection,
  nameProblem,
  organizersProblem,
} from './collection-schemas.ts';
import { scrollThreshold } from './event-constants.ts';
import { mayManageCollections, mayViewCollection } from './policy/collections.ts';

describe('collection rules', () => {
  it('need a name only once published (spec §5)', () => {
    expect(nameProblem('  ', false)).toBeNull();
    expect(nameProblem('  ', true)).toBe(COLLECTION_MESSAGES.nameRequired);
    expect(nameProblem('Series', true)).toBeNull();
  });

  it('keep at least one organizer', () => {
    expect(organizersProblem([])).toBe('Unable to remove. You need at least 1 organizer!');
    expect(organizersProblem([1])).toBeNull();
  });

  it('let an event join when it is in no collection or in this one (spec §4)', () => {
    expect(eventSelectable(null, 3)).toBe(true);
    expect(eventSelectable(3, 3)).toBe(true);
    expect(eventSelectable(4, 3)).toBe(false);
    expect(eventSelectable(4, null)).toBe(false);
  });

  it('are past once their end has passed; none without events', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isPastCollection(null, now)).toBe(false);
    expect(isPastCollection('2026-11-22T11:59:00Z', now)).toBe(true);
    expect(isPastCollection('2026-11-22T12:01:00Z', now)).toBe(false);
  });

  it('scroll with the §9 thresholds', () => {
    expect([scrollThreshold(400), scrollThreshold(600), scrollThreshold(1200)]).toEqual([0.5, 0.7, 0.8]);
  });

  it('read ids sent as strings', () => {
    const input = collectionInput.parse({ eventIds: ['4', '5'], organizerEmployeeIds: ['2'] });
    expect(input).toMatchObject({ name: '', eventIds: [4, 5], organizerEmployeeIds: [2] });
  });

  it('are managed by organizers and admins; members see published ones', () => {
    expect(mayManageCollections({ role: 'user' })).toBe(false);
    expect(mayManageCollections({ role: 'organizer' })).toBe(true);
    expect(mayViewCollection({ role: 'user' }, { published: false })).toBe(false);
    expect(mayViewCollection({ role: 'user' }, { published: true })).toBe(true);
    expect(mayViewCollection({ role: 'admin' }, { published: false })).toBe(true);
  });
});
