import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { makeGroup } from '../test-fixtures';
import { GroupBudgetTab } from './group-budget-tab';

const usd = { id: 1, code: 'USD', symbol: '$', name: 'US Dollar' };
const breakdown = {
  group_id: 5,
  currency_details: usd,
  budget_period_start_date: '2026-01-01',
  budget_period_end_date: '2026-12-31',
  budget_period_total: '300.00',
  budget_period_total_spent: '365.00',
  budget_period_remaining: '-65.00',
  budget_status: 'Over budget',
  event_type_breakdown: [{ name: 'A very long event type name indeed', value: '365.00', value_cents: 36500 }],
  expense_category_breakdown: [],
  monthly_breakdown: [{ name: '2026-11', value: '365.00', value_cents: 36500 }],
};
const event = (id: number, budget: string, items: number) => ({
  id,
  start: '2026-11-29T10:00:00.000Z',
  name: `Run ${id}`,
  event_type_id: null,
  event_type: null,
  budget_amount: budget,
  actual_amount: '365.00',
  items_count: items,
});

describe('the group Budget tab (platform §2.8)', () => {
  it('shows the period, Over budget, the breakdowns and em dashes for zero budget or items', async () => {
    mockFetch({
      'GET /api/groups/5/analytics/budget_period_breakdown': { body: breakdown },
      'GET /api/groups/5/analytics/events_with_budget': {
        body: {
          events: [event(1, '300.00', 2), event(2, '0.00', 0)],
          meta: { total_pages: 1, total_count: 2, next_page: null, prev_page: null },
        },
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="*" element={<GroupBudgetTab group={makeGroup()} />} />
      </Routes>,
    );
    expect(await screen.findByText('Over budget')).toBeTruthy();
    const summary = screen.getByRole('list', { name: 'Budget summary' });
    expect(within(summary).getByText('$365.00')).toBeTruthy();
    expect(within(summary).getByText('-$65.00')).toBeTruthy();
    expect(screen.getByText('A very long event…')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Events with a budget' });
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getAllByText('—')).toHaveLength(3);
  });
});
