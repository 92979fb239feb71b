import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';

import { currencies } from '../../db/schema/organizations.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { formulaCells, HIDDEN_FORMULAS } from '../../../test/csv-reading.ts';
import { callAs } from '../../../test/call.ts';
import { createGroup } from '../../../test/groups.ts';
import { addGuests } from '../../../test/guests.ts';

let t: TestApp;
let { acme, admin, organizer, otherOrganizer, user, globexAdmin } = {} as Tenants;
let eur: number;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, admin, organizer, otherOrganizer, user, globexAdmin } = await twoTenants(t, { otherOrganizer: true }));
  eur = (await t.db.select().from(currencies).where(eq(currencies.code, 'EUR')))[0]!.id;
  await callAs(t, admin, 'PUT', '/api/organizations/update_currencies', { currency_ids: [eur] });
});
afterAll(() => t.close());

const event = () => createEvent(t, acme, organizer.headers, [organizer.user.id]);
const saveBudget = (s: Session, eventId: number, budget: Record<string, unknown>) =>
  callAs(t, s, 'PATCH', `/api/event_budgets?event_id=${eventId}`, { event_budget: budget });
const addItems = (s: Session, items: Record<string, unknown>[]) =>
  callAs(t, s, 'POST', '/api/expense_items', { expense_items: items });
const readBudget = async (eventId: number) =>
  (await callAs(t, organizer, 'GET', `/api/events/${eventId}/event_budget`)).json().event_budget;
const group = async (s: Session, name: string) => (await createGroup(t, s, { name })).id;
async function category(name: string) {
  const r = await callAs(t, admin, 'PATCH', '/api/organizations/current', {
    organization: { expense_categories_attributes: [{ name }] },
  });
  expect(r.json().message).toBe(M.categoriesAdded(1));
  const current = (await callAs(t, admin, 'GET', '/api/organizations/current')).json();
  return current.expense_categories.find((c: { name: string }) => c.name === name).id as number;
}

describe('the event budget (spec guest-engagement §2, §3, §7)', () => {
  it('reads an unsaved budget as 0 USD, then saves amount and currency', async () => {
    const e = await event();
    expect(await readBudget(e.id)).toMatchObject({ id: null, amount: '0.00', currency: { code: 'USD', symbol: '$' } });
    const r = await saveBudget(organizer, e.id, { amount: '1500.5', currency_id: eur });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      message: M.saved,
      event_budget: { amount: '1500.50', amount_cents: 150050, currency: { code: 'EUR' }, event_name: e.name },
    });
  });

  it('sums expenses in cents: spent, remaining, estimated, per attendee and category shares', async () => {
    const e = await event();
    const budget = (await saveBudget(organizer, e.id, { amount: 100 })).json().event_budget;
    const food = await category('Food');
    const items = [0.1, 0.2, 0.29].map((cost, i) => ({
      name: `Snack ${i}`,
      actual_cost: cost,
      estimated_cost: '0.33',
      expense_category_id: i < 2 ? food : null,
      event_budget_id: budget.id,
    }));
    const added = await addItems(organizer, items);
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe(M.expenseCreated);
    await addGuests(t, acme, e.id, ...['a', 'b', 'c'].map((n) => ({ email: `${n}@x.test`, status: 'rsvp' as const })));
    const read = await readBudget(e.id);
    expect(read).toMatchObject({
      actual_spend: '0.59',
      actual_spend_cents: 59,
      estimated_spend: '0.99',
      remaining: '99.41',
      attendee_count: 3,
      per_attendee: '0.20',
      over_budget: false,
    });
    expect(read.category_totals).toEqual(
      expect.arrayContaining([
        { name: 'Food', active: true, percent_of_total_spend: 51, category_total_actual_spend: '0.30' },
        { name: 'Uncategorized', active: true, percent_of_total_spend: 49, category_total_actual_spend: '0.29' },
      ]),
    );
  });

  it('edits and deletes an expense, and turns over budget', async () => {
    const e = await event();
    const budget = (await saveBudget(organizer, e.id, { amount: '10' })).json().event_budget;
    const [item] = (await addItems(organizer, [{ name: 'Venue', event_budget_id: budget.id }])).json().expense_items;
    const edited = await callAs(t, organizer, 'PUT', `/api/expense_items/${item.id}`, {
      expense_item: { actual_cost: '10.01', notes: 'Deposit', spent_on: '2026-11-20', vendor: 'Hall' },
    });
    expect(edited.json()).toMatchObject({
      message: M.trackerUpdated,
      expense_item: { actual_cost: '10.01', notes: 'Deposit', spent_on: '2026-11-20', currency: { code: 'USD' } },
    });
    expect(await readBudget(e.id)).toMatchObject({ over_budget: true, remaining: '-0.01' });
    const removed = await callAs(t, organizer, 'DELETE', `/api/expense_items/${item.id}`);
    expect(removed.json()).toEqual({ message: M.expenseDeleted });
    expect((await readBudget(e.id)).expense_items).toEqual([]);
    expect((await callAs(t, organizer, 'DELETE', `/api/expense_items/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the spec’s words and changes nothing', async () => {
    const e = await event();
    const budget = (await saveBudget(organizer, e.id, { amount: '10' })).json().event_budget;
    for (const amount of ['-1', '1.234', '2147483648', 'abc']) {
      const r = await saveBudget(organizer, e.id, { amount });
      expect(r.statusCode).toBe(422);
      expect(JSON.stringify(r.json())).toContain(M.amount);
    }
    const nameless = await addItems(organizer, [{ name: '  ', event_budget_id: budget.id }]);
    expect(nameless.statusCode).toBe(422);
    expect(JSON.stringify(nameless.json())).toContain(M.nameRequired);
    const badCategory = await addItems(organizer, [
      { name: 'X', expense_category_id: 999999, event_budget_id: budget.id },
    ]);
    expect(badCategory.json().error).toBe(M.categoryNotFound);
    const yen = (await t.db.select().from(currencies).where(eq(currencies.code, 'JPY')))[0]!.id;
    expect((await saveBudget(organizer, e.id, { amount: '1', currency_id: yen })).json().error).toBe(
      M.currencyNotFound,
    );
    expect(await readBudget(e.id)).toMatchObject({ amount: '10.00', expense_items: [] });
  });

  it('keeps a linked group that was archived since, and refuses a new link to an archived or unknown group', async () => {
    const kept = await group(admin, 'Archived after linking');
    const archived = await group(admin, 'Archived before linking');
    const foreign = await group(globexAdmin, 'Globex group');
    const e = await event();
    expect((await saveBudget(organizer, e.id, { amount: '5', group_ids: [kept] })).statusCode).toBe(200);
    for (const id of [kept, archived])
      expect((await callAs(t, admin, 'POST', `/api/groups/${id}/archive`)).statusCode).toBe(200);

    const resaved = await saveBudget(organizer, e.id, { amount: '6', group_ids: [kept] });
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json().event_budget).toMatchObject({ amount: '6.00', linked_groups: [{ id: kept }] });

    for (const ids of [
      [kept, archived],
      [kept, foreign],
      [kept, 999999],
    ]) {
      const r = await saveBudget(organizer, e.id, { amount: '7', group_ids: ids });
      expect(r.statusCode).toBe(422);
      expect(r.json().error).toBe(M.groupNotFound);
    }
    const other = await event();
    const fresh = await saveBudget(organizer, other.id, { amount: '1', group_ids: [kept] });
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().error).toBe(M.groupNotFound);
    expect(await readBudget(e.id)).toMatchObject({ amount: '6.00', linked_groups: [{ id: kept }] });
    expect((await readBudget(other.id)).id).toBeNull();
  });

  it('proposes the event’s own groups and their one currency for an unsaved budget', async () => {
    const [a, b, usdGroup, gone] = [
      await group(admin, 'Proposed A'),
      await group(admin, 'Proposed B'),
      await group(admin, 'Proposed in USD'),
      await group(admin, 'Proposed but archived'),
    ];
    const euro = [a, b, gone].map((group_id) => ({ group_id, budget: '100', currency_id: eur }));
    expect(
      (await callAs(t, admin, 'PUT', '/api/organizations/update_group_budgets', { groups_budgets: euro })).statusCode,
    ).toBe(200);
    const shared = await createEvent(t, acme, organizer.headers, [organizer.user.id], { group_ids: [b, a, gone] });
    expect((await callAs(t, admin, 'POST', `/api/groups/${gone}/archive`)).statusCode).toBe(200);
    const proposed = await readBudget(shared.id);
    expect(proposed).toMatchObject({ id: null, amount: '0.00', currency: { code: 'EUR' } });
    expect(proposed.linked_groups).toEqual([
      { id: a, name: 'Proposed A', currency_id: eur },
      { id: b, name: 'Proposed B', currency_id: eur },
    ]);
    const saved = await saveBudget(organizer, shared.id, {
      amount: '10',
      group_ids: proposed.linked_groups.map((g: { id: number }) => g.id),
    });
    expect(saved.json().event_budget).toMatchObject({
      currency: { code: 'EUR' },
      linked_groups: [{ id: a }, { id: b }],
    });

    const mixed = await createEvent(t, acme, organizer.headers, [organizer.user.id], { group_ids: [a, usdGroup] });
    expect(await readBudget(mixed.id)).toMatchObject({ id: null, currency: { code: 'USD' }, linked_groups: [] });
  });

  it('lists a deleted category as inactive, keeps it on its expenses and refuses it for new or changed ones', async () => {
    const e = await event();
    const budget = (await saveBudget(organizer, e.id, { amount: '10' })).json().event_budget;
    const [props, unused, other] = [await category('Props'), await category('Unused'), await category('Other')];
    const [used, moved] = (
      await addItems(organizer, [
        { name: 'Balloons', actual_cost: '2', expense_category_id: props, event_budget_id: budget.id },
        { name: 'Chairs', actual_cost: '3', expense_category_id: other, event_budget_id: budget.id },
      ])
    ).json().expense_items;
    const removed = await callAs(t, admin, 'PATCH', '/api/organizations/current', {
      organization: {
        expense_categories_attributes: [
          { id: props, _destroy: true },
          { id: unused, _destroy: true },
        ],
      },
    });
    expect(removed.statusCode).toBe(200);
    const listed = (await callAs(t, user, 'GET', '/api/organizations/current')).json().expense_categories;
    expect(listed).toContainEqual({ id: props, name: 'Props', active: false, expense_items_count: 1 });
    expect(listed.some((c: { id: number }) => c.id === unused)).toBe(false);
    expect((await readBudget(e.id)).category_totals).toContainEqual(
      expect.objectContaining({ name: 'Props', active: false, category_total_actual_spend: '2.00' }),
    );

    const fresh = await addItems(organizer, [{ name: 'Hats', expense_category_id: props, event_budget_id: budget.id }]);
    expect(fresh.statusCode).toBe(422);
    expect(fresh.json().error).toBe(M.categoryDeleted);
    const changed = await callAs(t, organizer, 'PUT', `/api/expense_items/${moved.id}`, {
      expense_item: { expense_category_id: props },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error).toBe(M.categoryDeleted);
    const kept = await callAs(t, organizer, 'PUT', `/api/expense_items/${used.id}`, {
      expense_item: { expense_category_id: props, notes: 'Still props' },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().expense_item).toMatchObject({ expense_category_id: props, notes: 'Still props' });
    const items = (await readBudget(e.id)).expense_items;
    expect(items.map((i: { name: string; expense_category_id: number }) => [i.name, i.expense_category_id])).toEqual([
      ['Balloons', props],
      ['Chairs', other],
    ]);
  });

  it('exports the expense tracker as CSV with exact totals and formula escaping', async () => {
    const e = await event();
    const budget = (await saveBudget(organizer, e.id, { amount: '50' })).json().event_budget;
    await addItems(organizer, [
      { name: '=HYPERLINK("http://evil")', actual_cost: '0.10', notes: '+1, "quoted"', event_budget_id: budget.id },
      { name: 'Cake', actual_cost: '0.20', estimated_cost: '1', vendor: '@bakery', event_budget_id: budget.id },
    ]);
    const r = await callAs(t, organizer, 'GET', `/api/event_budgets/export?event_id=${e.id}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('Expense Tracker.csv');
    const lines = r.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Category,Vendor,Date,Estimated cost,Actual cost,Currency,Notes');
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")",,,,0.00,0.10,USD,"'+1, ""quoted"""`);
    expect(lines[2]).toBe(`Cake,,'@bakery,,1.00,0.20,USD,`);
    expect(lines[3]).toBe('Total,,,,1.00,0.30,USD,');
    expect(lines[4]).toBe('Budget,,,,,50.00,USD,');
  });

  it('exports no formula that a ;-separated (or tab-separated) reading would run', async () => {
    const e = await event();
    const budget = (await saveBudget(organizer, e.id, { amount: '50' })).json().event_budget;
    await addItems(
      organizer,
      HIDDEN_FORMULAS.map((text) => ({ name: text, vendor: text, notes: text, event_budget_id: budget.id })),
    );
    const r = await callAs(t, organizer, 'GET', `/api/event_budgets/export?event_id=${e.id}`);
    expect(r.statusCode).toBe(200);
    for (const delimiter of [';', ',', '\t'] as const) expect(formulaCells(r.body, delimiter)).toEqual([]);
  });

  it('deletes the budget with its expenses', async () => {
    const e = await event();
    const budget = (await saveBudget(organizer, e.id, { amount: '5' })).json().event_budget;
    await addItems(organizer, [{ name: 'A', event_budget_id: budget.id }]);
    expect((await callAs(t, organizer, 'DELETE', `/api/event_budgets?event_id=${e.id}`)).json()).toEqual({
      message: M.deleted,
    });
    expect(await readBudget(e.id)).toMatchObject({ id: null, expense_items: [] });
    expect((await callAs(t, organizer, 'DELETE', `/api/event_budgets?event_id=${e.id}`)).statusCode).toBe(404);
  });

  it('is the event managers’: a user or a non-host organizer is refused, another organization gets 404', async () => {
    const e = await event();
    const budget = (await saveBudget(organizer, e.id, { amount: '5' })).json().event_budget;
    expect((await saveBudget(user, e.id, { amount: '1' })).statusCode).toBe(403);
    expect((await saveBudget(otherOrganizer, e.id, { amount: '1' })).statusCode).toBe(403);
    expect((await saveBudget(admin, e.id, { amount: '6' })).statusCode).toBe(200);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/expense_items',
      headers: globexAdmin.headers,
      payload: { expense_items: [{ name: 'X', event_budget_id: budget.id }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await readBudget(e.id)).expense_items).toEqual([]);
  });

  it('answers 404 when the event-budget flag is off', async () => {
    const e = await event();
    await callAs(t, admin, 'PUT', '/api/feature_flags/event-budget', { enabled: false });
    const flags = await callAs(t, admin, 'GET', '/api/feature_flags');
    const off = flags.statusCode === 200 && JSON.stringify(flags.json()).includes('"event-budget":false');
    try {
      expect(off).toBe(true);
      const r = await callAs(t, organizer, 'GET', `/api/events/${e.id}/event_budget`);
      expect(r.statusCode).toBe(404);
      expect(r.json().error).toBe(M.eventBudgetsOff);
    } finally {
      await callAs(t, admin, 'PUT', '/api/feature_flags/event-budget', { enabled: true });
    }
  });
});
