import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { callAs } from '../../../test/call.ts';

/** Spec guest-engagement §9: the period starts on the 1st of the starting month at 12am (UTC), ADR 0022. */
let t: TestApp;
let { acme, admin, organizer } = {} as Tenants;
const NOW = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, admin, organizer } = await twoTenants(t));
});
afterAll(() => t.close());

/** An event of the group starting at `start`, with one expense of `cost`. */
async function spendAt(groupId: number, start: string, cost: string) {
  // Events are created ahead of their start; the clock goes back to create one, then forward again.
  t.clock.set(new Date(new Date(start).getTime() - 24 * 3600 * 1000));
  try {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], {
      start,
      ends: new Date(new Date(start).getTime() + 3600 * 1000).toISOString(),
      group_ids: [groupId],
    });
    const budget = await callAs(t, organizer, 'PATCH', `/api/event_budgets?event_id=${e.id}`, {
      event_budget: { amount: '100', group_ids: [groupId] },
    });
    expect(budget.statusCode).toBe(200);
    const items = [{ name: `Spent at ${start}`, actual_cost: cost, event_budget_id: budget.json().event_budget.id }];
    expect((await callAs(t, organizer, 'POST', '/api/expense_items', { expense_items: items })).statusCode).toBe(201);
  } finally {
    t.clock.set(NOW);
  }
}

describe('the budget period boundary', () => {
  it('counts an event at the period’s first instant, and not one a second before it', async () => {
    const created = await callAs(t, admin, 'POST', '/api/groups', {
      group: { name: 'Boundary group', group_admin_ids: [organizer.user.id] },
    });
    const groupId = created.json().group.id as number;
    const month = await callAs(t, admin, 'PATCH', '/api/organizations/current', {
      organization: { budget_start_month: 'March' },
    });
    expect(month.statusCode).toBe(200);
    await spendAt(groupId, '2026-03-01T00:00:00.000Z', '1.00');
    await spendAt(groupId, '2026-02-28T23:59:59.000Z', '20.00');
    const r = await callAs(t, organizer, 'GET', `/api/groups/${groupId}/analytics/budget_period_breakdown`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      budget_period_start_date: '2026-03-01',
      budget_period_end_date: '2027-02-28',
      budget_period_total_spent: '1.00',
      monthly_breakdown: [{ name: '2026-03', value: '1.00', value_cents: 100 }],
    });
    const events = await callAs(t, organizer, 'GET', `/api/groups/${groupId}/analytics/events_with_budget`);
    expect(events.json().meta.total_count).toBe(2);
  });
});
