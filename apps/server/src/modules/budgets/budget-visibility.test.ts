import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';
import { createGroup } from '../../../test/groups.ts';

/** Issue 31: budgets show and link only the groups and events their reader may see. */
let t: TestApp;
let { acme, admin, organizer, otherOrganizer } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, admin, organizer, otherOrganizer } = await twoTenants(t, { otherOrganizer: true }));
});
afterAll(() => t.close());

const group = async (name: string, more: Record<string, unknown>) =>
  (await createGroup(t, admin, { name, ...more })).id;

describe('an event budget', () => {
  it('links only groups its editor may see, and proposes no hidden group', async () => {
    const hidden = await group('Board members', { private: true });
    // An admin puts the private group on an event the organizer hosts.
    const e = await createEvent(t, acme, admin.headers, [organizer.user.id], { group_ids: [hidden] });
    const unsaved = (await callAs(t, organizer, 'GET', `/api/events/${e.id}/event_budget`)).json().event_budget;
    expect(unsaved.linked_groups).toEqual([]);
    const saved = await callAs(t, organizer, 'PATCH', `/api/event_budgets?event_id=${e.id}`, {
      event_budget: { amount: 10, group_ids: [hidden] },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors.group_ids).toEqual([M.groupNotFound]);
    expect(saved.body).not.toContain('Board members');
    // An admin sees the private group and links it.
    const byAdmin = await callAs(t, admin, 'PATCH', `/api/event_budgets?event_id=${e.id}`, {
      event_budget: { amount: 10, group_ids: [hidden] },
    });
    expect(byAdmin.json().event_budget.linked_groups.map((g: { id: number }) => g.id)).toEqual([hidden]);
  });
});

describe('the group budget tab', () => {
  it('lists for a group editor only the events that person may see', async () => {
    const shared = await group('Runners', { can_organizers_edit: true });
    const secret = await createEvent(t, acme, admin.headers, [admin.user.id], {
      name: 'Secret strategy day',
      privacy: 'invite_only',
    });
    const open = await createEvent(t, acme, admin.headers, [admin.user.id], { name: 'Open run' });
    for (const e of [secret, open]) {
      const r = await callAs(t, admin, 'PATCH', `/api/event_budgets?event_id=${e.id}`, {
        event_budget: { amount: 5, group_ids: [shared] },
      });
      expect(r.statusCode).toBe(200);
    }
    const url = `/api/groups/${shared}/analytics/events_with_budget`;
    const asAdmin = await callAs(t, admin, 'GET', url);
    expect(
      asAdmin
        .json()
        .events.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([secret.id, open.id].sort());
    const asEditor = await callAs(t, otherOrganizer, 'GET', url);
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.json().events.map((r: { id: number }) => r.id)).toEqual([open.id]);
    expect(asEditor.body).not.toContain('Secret strategy day');
  });
});
