import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { currencies, eventTypes, groupTypes } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { formulaCells, HIDDEN_FORMULAS } from '../../../test/csv-reading.ts';
import { callAs } from '../../../test/call.ts';
import { createGroup } from '../../../test/groups.ts';

let t: TestApp;
let { acme, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;
const id = {} as Record<'usd' | 'eur' | 'gbp', number>;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
  for (const code of ['usd', 'eur', 'gbp'] as const)
    id[code] = (await t.db.select().from(currencies).where(eq(currencies.code, code.toUpperCase())))[0]!.id;
  await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: [id.eur, id.gbp] });
});
afterAll(() => t.close());

const group = async (name: string, more: Record<string, unknown> = {}) =>
  (await createGroup(t, admin, { name, group_admin_ids: [organizer.user.id], ...more })).id;
const setGroupBudgets = (rows: Record<string, unknown>[]) =>
  callAs(t, admin, 'PUT', '/api/organizations/update_group_budgets', { groups_budgets: rows });
async function eventWithSpend(groupIds: number[], amount: string, costs: string[], more: Record<string, unknown> = {}) {
  const e = await createEvent(t, acme, organizer.headers, [organizer.user.id], more);
  const saved = await callAs(t, organizer, 'PATCH', `/api/event_budgets?event_id=${e.id}`, {
    event_budget: { amount, group_ids: groupIds },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const budgetId = saved.json().event_budget.id;
  const items = costs.map((c, i) => ({ name: `Item ${i}`, actual_cost: c, event_budget_id: budgetId }));
  if (items.length) await callAs(t, organizer, 'POST', '/api/expense_items', { expense_items: items });
  return e.id;
}
const breakdown = async (groupId: number, s: Session = organizer) =>
  callAs(t, s, 'GET', `/api/groups/${groupId}/analytics/budget_period_breakdown`);

describe('organization budget settings (platform §2.9)', () => {
  it('keeps USD among the currencies and says so', async () => {
    const r = await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: [id.gbp, id.eur] });
    expect(r.json().message).toBe(M.currenciesUpdated);
    expect(r.json().organization.currencies.map((c: { code: string }) => c.code)).toEqual(['USD', 'EUR', 'GBP']);
    const current = (await callAs(t, user, 'GET', '/api/organizations/current')).json();
    expect(current.currencies.map((c: { code: string }) => c.code)).toEqual(['USD', 'EUR', 'GBP']);
    expect(current.expense_categories).toBeDefined();
    expect(
      (await callAs(t, organizer, 'PUT', '/api/organizations/update_currencies', { currency_ids: [] })).statusCode,
    ).toBe(403);
  });

  it('adds categories many at once (blanks dropped), renames, deletes, and sets the start month', async () => {
    const update = (organization: Record<string, unknown>) =>
      callAs(t, admin, 'PATCH', '/api/organizations/current', { organization });
    const categories = async () =>
      (await callAs(t, user, 'GET', '/api/organizations/current')).json().expense_categories as {
        id: number;
        name: string;
      }[];
    const r = await update({
      budget_start_month: 'July',
      expense_categories_attributes: [{ name: 'Venue' }, { name: '  ' }, { name: 'Swag' }, { name: '' }],
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe(M.categoriesAdded(2));
    expect(r.json().organization.budget_start_month).toBe('July');
    const g = await group('Period group');
    expect((await breakdown(g)).json()).toMatchObject({
      budget_period_start_date: '2026-07-01',
      budget_period_end_date: '2027-06-30',
    });
    const venue = (await categories()).find((c) => c.name === 'Venue')!;
    const swag = (await categories()).find((c) => c.name === 'Swag')!;
    const blank = await update({ expense_categories_attributes: [{ id: venue.id, name: ' ' }] });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error).toBe(M.categoryName);
    const renamed = await update({
      budget_start_month: 'January',
      expense_categories_attributes: [
        { id: venue.id, name: 'Venues' },
        { id: swag.id, _destroy: true },
      ],
    });
    expect(renamed.json().message).toBe(M.organizationUpdated);
    const names = (await categories()).map((c) => c.name);
    expect(names).toContain('Venues');
    expect(names).not.toContain('Swag');
    expect((await update({ budget_start_month: 'Smarch' })).statusCode).toBe(422);
    expect((await callAs(t, organizer, 'PATCH', '/api/organizations/current', { organization: {} })).statusCode).toBe(
      403,
    );
  });

  it('takes category rows that change nothing (same name, id alone) as a success that changes nothing', async () => {
    const update = (organization: Record<string, unknown>) =>
      callAs(t, admin, 'PATCH', '/api/organizations/current', { organization });
    const categories = async () =>
      (await callAs(t, user, 'GET', '/api/organizations/current')).json().expense_categories;
    await update({ expense_categories_attributes: [{ name: 'Catering' }] });
    const before = await categories();
    const catering = before.find((c: { name: string }) => c.name === 'Catering');
    for (const row of [
      { id: catering.id, name: 'Catering' },
      { id: catering.id, name: ' Catering ' },
      { id: catering.id },
      { id: catering.id, _destroy: false },
      { id: catering.id, name: 'Catering', active: true },
    ]) {
      const r = await update({ expense_categories_attributes: [row] });
      expect(r.statusCode, JSON.stringify(row)).toBe(200);
      expect(r.json().message).toBe(M.organizationUpdated);
    }
    expect(await categories()).toEqual(before);
  });
});

describe('group budgets (platform §2.8, §2.9; guest-engagement §3, §4)', () => {
  it('lists groups with search and type filter, and saves budget, currency and rate', async () => {
    const [type] = await t.db.insert(groupTypes).values({ organizationId: acme.id, name: 'ERG' }).returning();
    const runners = await group('Runners budget', { group_type_id: type!.id });
    await group('Chess budget');
    const listed = await callAs(
      t,
      admin,
      'GET',
      `/api/organizations/group_budgets?search=budget&group_type_id=${type!.id}`,
    );
    expect(listed.json().groups_budgets.map((g: { name: string }) => g.name)).toEqual(['Runners budget']);
    expect(listed.json().groups_budgets[0]).toMatchObject({
      budget: '0.00',
      currency: { code: 'USD' },
      conversion_rate: '1',
    });
    const saved = await setGroupBudgets([{ group_id: runners, budget: '1000', currency_id: id.eur }]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().groups_budgets[0]).toMatchObject({ budget: '1000.00', currency: { code: 'EUR' } });
    const g = (await callAs(t, user, 'GET', `/api/groups/${runners}`)).json().group;
    expect(g.currency_details).toEqual({ code: 'EUR', symbol: '€', name: 'Euro' });
    expect((await callAs(t, organizer, 'GET', '/api/organizations/group_budgets')).statusCode).toBe(403);
  });

  it('goes over budget in the current period, with breakdowns by type, category and month', async () => {
    const g = await group('Over budget group');
    await setGroupBudgets([{ group_id: g, budget: '100', currency_id: id.usd }]);
    const [type] = await t.db.insert(eventTypes).values({ organizationId: acme.id, name: 'Social' }).returning();
    await eventWithSpend([g], '80', ['60.10', '40.00'], { event_type_id: type!.id });
    // Outside the period (next year) counts nothing.
    await eventWithSpend([g], '10', ['999'], { inHours: 24 * 400 });
    let r = (await breakdown(g)).json();
    expect(r).toMatchObject({
      budget_period_start_date: '2026-01-01',
      budget_period_end_date: '2026-12-31',
      budget_period_total: '100.00',
      budget_period_total_spent: '100.10',
      budget_period_remaining: '-0.10',
      budget_status: 'Over budget',
      currency_details: { code: 'USD' },
      event_type_breakdown: [{ name: 'Social', value: '100.10', value_cents: 10010 }],
      expense_category_breakdown: [{ name: 'Uncategorized', value: '100.10', value_cents: 10010 }],
      monthly_breakdown: [{ name: '2026-11', value: '100.10', value_cents: 10010 }],
    });
    await setGroupBudgets([{ group_id: g, budget: '100.10', currency_id: id.usd }]);
    expect((await breakdown(g)).json().budget_status).toBe('On budget');
    await setGroupBudgets([{ group_id: g, budget: '0', currency_id: id.usd }]);
    expect((await breakdown(g)).json().budget_status).toBe('Budget undefined');
    const events = (await callAs(t, organizer, 'GET', `/api/groups/${g}/analytics/events_with_budget`)).json();
    expect(events.meta.total_count).toBe(2);
    expect(events.events[0]).toMatchObject({
      budget_amount: '80.00',
      actual_amount: '100.10',
      items_count: 2,
      event_type: 'Social',
    });
    r = await callAs(t, organizer, 'GET', `/api/groups/${g}/budget/export`);
    expect(r.headers['content-type']).toContain('text/csv');
    const lines = r.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Start,Event,Event type,Budget,Actual,Items,Currency');
    expect(lines[1]).toMatch(/^2026-11-29,Team offsite,Social,80.00,100.10,2,USD$/);
    expect(lines).toContain('2026-01-01,Budget period to 2026-12-31,Budget undefined,0.00,100.10,,USD');
  });

  it('converts linked events with the stored rate when the group currency changes, rounding halves up', async () => {
    const g = await group('Converting group');
    await setGroupBudgets([{ group_id: g, budget: '10', currency_id: id.usd }]);
    const eventId = await eventWithSpend([g], '1.00', ['0.01', '2.01']);
    const r = await setGroupBudgets([{ group_id: g, budget: '20', currency_id: id.eur, conversion_rate: '1.5' }]);
    expect(r.statusCode).toBe(200);
    expect(r.json().groups_budgets[0]).toMatchObject({ conversion_rate: '1.5', currency: { code: 'EUR' } });
    const budget = (await callAs(t, organizer, 'GET', `/api/events/${eventId}/event_budget`)).json().event_budget;
    // 1.00 × 1.5 = 1.50; 0.01 × 1.5 = 0.015 → 0.02; 2.01 × 1.5 = 3.015 → 3.02.
    expect(budget).toMatchObject({ amount: '1.50', currency: { code: 'EUR' }, actual_spend: '3.04' });
  });

  it('refuses a rate that would take linked amounts past the money limit, and changes nothing', async () => {
    const g = await group('Huge rate group');
    const eventId = await eventWithSpend([g], '2147483647', ['2000000']);
    const r = await setGroupBudgets([{ group_id: g, budget: '1', currency_id: id.eur, conversion_rate: '1000000' }]);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe(M.conversionTooLarge);
    const budget = await callAs(t, organizer, 'GET', `/api/events/${eventId}/event_budget`);
    expect(budget.statusCode).toBe(200);
    expect(budget.json().event_budget).toMatchObject({ amount: '2147483647.00', currency: { code: 'USD' } });
    expect((await breakdown(g)).statusCode).toBe(200);
  });

  it('refuses a currency change when an event is shared with another group, and mixed currencies', async () => {
    const a = await group('Shared A');
    const b = await group('Shared B');
    await eventWithSpend([a, b], '5', ['1']);
    const r = await setGroupBudgets([{ group_id: a, budget: '1', currency_id: id.eur }]);
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe(M.groupCurrencyLocked);
    const listed = await callAs(t, admin, 'GET', '/api/organizations/group_budgets?search=Shared');
    expect(listed.json().groups_budgets.every((g: { budget: string }) => g.budget === '0.00')).toBe(true);
    expect(listed.json().groups_budgets[0]).toMatchObject({ has_linked_events: true, shared_event_expenses: true });
    const c = await group('Euro group');
    await setGroupBudgets([{ group_id: c, budget: '1', currency_id: id.eur }]);
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const mixed = await callAs(t, organizer, 'PATCH', `/api/event_budgets?event_id=${e.id}`, {
      event_budget: { amount: '1', group_ids: [a, c] },
    });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error).toBe(M.sameCurrency);
    const follows = await callAs(t, organizer, 'PATCH', `/api/event_budgets?event_id=${e.id}`, {
      event_budget: { amount: '1', group_ids: [c] },
    });
    expect(follows.json().event_budget).toMatchObject({ currency: { code: 'EUR' }, linked_groups: [{ id: c }] });
  });

  it('shows the group budget to group editors only; another organization gets 404', async () => {
    const g = await group('Private-ish budget');
    expect((await breakdown(g, otherOrganizer)).statusCode).toBe(403);
    expect((await breakdown(g, user)).statusCode).toBe(403);
    expect((await breakdown(g, admin)).statusCode).toBe(200);
    expect((await breakdown(g, globexAdmin)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/organizations/update_group_budgets',
      headers: globexAdmin.headers,
      payload: { groups_budgets: [{ group_id: g, budget: '1', currency_id: id.usd }] },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses to remove a currency a group budget uses, naming it, and changes nothing', async () => {
    const g = await group('Pound group');
    await setGroupBudgets([{ group_id: g, budget: '5', currency_id: id.gbp }]);
    const before = (await callAs(t, user, 'GET', '/api/organizations/current')).json().currencies;
    const r = await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: [id.eur] });
    expect(r.statusCode).toBe(422);
    expect(r.json().error).toBe("GBP can't be removed: an event or group budget uses it.");
    expect(r.json().errors.currency_ids).toEqual([r.json().error]);
    expect((await callAs(t, user, 'GET', '/api/organizations/current')).json().currencies).toEqual(before);
    const bad = await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: [999999] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toBe(M.currenciesFailed);
  });

  it('refuses to remove the currency of an event budget and its expenses until that budget is gone', async () => {
    const [chf] = await t.db.select().from(currencies).where(eq(currencies.code, 'CHF'));
    const kept = [id.eur, id.gbp];
    await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: [...kept, chf!.id] });
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const saved = await callAs(t, organizer, 'PATCH', `/api/event_budgets?event_id=${e.id}`, {
      event_budget: { amount: '50', currency_id: chf!.id },
    });
    expect(saved.json().event_budget.currency).toMatchObject({ code: 'CHF' });
    await callAs(t, organizer, 'POST', '/api/expense_items', {
      expense_items: [{ name: 'Fondue', actual_cost: '12', event_budget_id: saved.json().event_budget.id }],
    });
    const all = await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: [] });
    expect(all.statusCode).toBe(422);
    expect(all.json().error).toBe("CHF, EUR and GBP can't be removed: event or group budgets use them.");
    const one = await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: kept });
    expect(one.json().error).toBe("CHF can't be removed: an event or group budget uses it.");
    await callAs(t, organizer, 'DELETE', `/api/event_budgets?event_id=${e.id}`);
    const removed = await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: kept });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(M.currenciesUpdated);
    expect(removed.json().organization.currencies.map((c: { code: string }) => c.code)).toEqual(['USD', 'EUR', 'GBP']);
  });

  it('exports no formula that a ;-separated (or tab-separated) reading would run', async () => {
    const g = await group('Locale group');
    for (const name of HIDDEN_FORMULAS) await eventWithSpend([g], '1', ['0.50'], { name });
    const r = await callAs(t, organizer, 'GET', `/api/groups/${g}/budget/export`);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('x;');
    for (const delimiter of [';', ',', '\t'] as const) expect(formulaCells(r.body, delimiter)).toEqual([]);
  });

  it('escapes formulas in the group export', async () => {
    const g = await group('Formula group');
    await eventWithSpend([g], '1', ['0.50'], { name: '=SUM(A1:A9)' });
    const r = await callAs(t, organizer, 'GET', `/api/groups/${g}/budget/export`);
    const lines = r.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},'=SUM\(A1:A9\),,1\.00,0\.50,1,USD$/);
  });
});
