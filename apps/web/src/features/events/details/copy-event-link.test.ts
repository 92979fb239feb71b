import { describe, expect, it } from 'vitest';
import { eventShareLink } from './copy-event-link';

describe('event links', () => {
  it('shares open events by their public page and the others by the signed-in view', () => {
    expect(eventShareLink({ id: 12, privacy: 'open' }, 'https://acme.huddle.test')).toBe(
      'https://acme.huddle.test/public/12',
    );
    expect(eventShareLink({ id: 12, privacy: 'organization' }, 'https://acme.huddle.test')).toBe(
      'https://acme.huddle.test/event/12/view',
    );
    expect(eventShareLink({ id: 12, privacy: 'invite_only' }, 'https://acme.huddle.test')).toBe(
      'https://acme.huddle.test/event/12/view',
    );
  });
});
