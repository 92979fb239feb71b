import { mockFetch } from '../../../test/mock-fetch';

/** A saved event budget (over budget) with one expense, as the server answers it; for the budget screen's tests. */
export const usd = { id: 1, code: 'USD', symbol: '$', name: 'US Dollar' };
export const item = {
  id: 3,
  event_budget_id: 9,
  name: 'Catering',
  estimated_cost: '0.00',
  actual_cost: '520.00',
  estimated_cost_cents: 0,
  actual_cost_cents: 52000,
  expense_category_id: 4,
  vendor: '',
  notes: 'Lunch',
  spent_on: '2026-11-20',
  currency: usd,
};
export const budget = {
  id: 9,
  event_id: 12,
  event_name: 'Offsite',
  amount: '500.00',
  amount_cents: 50000,
  currency_id: 1,
  currency: usd,
  linked_groups: [],
  expense_items: [item],
  actual_spend: '520.00',
  actual_spend_cents: 52000,
  estimated_spend: '0.00',
  remaining: '-20.00',
  attendee_count: 4,
  per_attendee: '130.00',
  over_budget: true,
  category_totals: [],
};
export const group = (id: number, name: string, code: string) => ({
  id,
  name,
  currency_details: { code, symbol: '', name: code },
});

export function serve(routes: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/events/12/event_budget': { body: { event_budget: budget } },
    'GET /api/organizations/current': {
      body: { currencies: [usd], expense_categories: [{ id: 4, name: 'Food', active: true, expense_items_count: 1 }] },
    },
    'GET /api/groups': { body: { data: [group(5, 'Runners', 'USD'), group(6, 'Euro club', 'EUR')] } },
    ...routes,
  });
}
