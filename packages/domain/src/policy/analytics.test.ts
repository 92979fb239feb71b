import { describe, expect, it } from 'vitest';
import { mayViewAnalyticsOverview, mayViewEventAnalytics } from './analytics.ts';

const admin = { userId: 1, role: 'admin' } as const;
const host = { userId: 7, role: 'organizer' } as const;
const otherOrganizer = { userId: 8, role: 'organizer' } as const;
const demotedHost = { userId: 7, role: 'user' } as const;
const hosted = { hostIds: [7] };

describe('analytics (guest-engagement §2, §6; platform §6)', () => {
  it("an event's analytics are for admins and organizers who co-host it", () => {
    expect(mayViewEventAnalytics(admin, hosted)).toBe(true);
    expect(mayViewEventAnalytics(host, hosted)).toBe(true);
    expect(mayViewEventAnalytics(otherOrganizer, hosted)).toBe(false);
    expect(mayViewEventAnalytics(demotedHost, hosted)).toBe(false);
  });

  it('the overview is for organizers and admins', () => {
    expect(mayViewAnalyticsOverview(admin)).toBe(true);
    expect(mayViewAnalyticsOverview(otherOrganizer)).toBe(true);
    expect(mayViewAnalyticsOverview(demotedHost)).toBe(false);
  });
});
