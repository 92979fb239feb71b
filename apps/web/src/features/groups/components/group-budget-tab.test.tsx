import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { Route, Routes } from 'react-router';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
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

const page = (events: unknown[]) => ({
  events,
  meta: { total_pages: 1, total_count: events.length, next_page: null, prev_page: null },
});
function renderTab(routes: Record<string, Responder> = {}) {
  const served = mockFetch({
    'GET /api/groups/5/analytics/budget_period_breakdown': { body: breakdown },
    'GET /api/groups/5/analytics/events_with_budget': { body: page([event(1, '300.00', 2)]) },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="*" element={<GroupBudgetTab group={makeGroup()} />} />
    </Routes>,
  );
  return served;
}

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

  it('shows the period summary, every breakdown with months by name, and the events table', async () => {
    renderTab();
    const summary = await screen.findByRole('list', { name: 'Budget summary' });
    for (const label of ['Total budget', 'Spent', 'Remaining']) expect(within(summary).getByText(label)).toBeTruthy();
    expect(within(summary).getByText('$300.00')).toBeTruthy();
    expect(screen.getByText(/Jan 1, 2026 – Dec 31, 2026/)).toBeTruthy();
    for (const title of ['By event type', 'By expense category', 'By month']) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'By month' })).getByText('Nov 2026')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'By expense category' })).getByText(/No spending/)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Events with a budget' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['Start', 'Name', 'Event type', 'Budget', 'Actual', 'Items']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('$300.00')).toBeTruthy();
    expect(within(first).getByText('2')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Upcoming', 'Past', 'My events']);
  });

  it.each([
    ['On budget', 'success'],
    ['Budget undefined', 'default'],
  ])('reads %s in the status chip', async (status, colour) => {
    renderTab({
      'GET /api/groups/5/analytics/budget_period_breakdown': { body: { ...breakdown, budget_status: status } },
    });
    const chip = (await screen.findByText(status)).closest('.MuiChip-root')!;
    expect(chip.className).toContain(`MuiChip-color${colour[0]!.toUpperCase()}${colour.slice(1)}`);
    const noBudget = screen.queryByText(/No budget is set for this group/);
    expect(noBudget === null).toBe(status !== 'Budget undefined');
  });

  it('shows a loader, then an error with a way to try again', async () => {
    let fail = true;
    renderTab({
      'GET /api/groups/5/analytics/budget_period_breakdown': () =>
        fail ? { status: 500, body: { error: 'Something went wrong' } } : { body: breakdown },
    });
    expect(screen.getByRole('progressbar', { name: 'Loading budget…' })).toBeTruthy();
    expect(await screen.findByText("The group budget couldn't be loaded.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Budget summary' })).toBeTruthy();
  });

  it('says when the events fail to load, not that there are none, and tries again', async () => {
    let fail = true;
    renderTab({
      'GET /api/groups/5/analytics/events_with_budget': () =>
        fail ? { status: 500, body: { error: 'Something went wrong' } } : { body: page([event(1, '300.00', 2)]) },
    });
    expect(await screen.findByText("The events couldn't be loaded.")).toBeTruthy();
    expect(screen.queryByText('No events with a budget here yet.')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Events with a budget' })).toBeTruthy();
  });

  it('says when a tab has no events', async () => {
    renderTab({ 'GET /api/groups/5/analytics/events_with_budget': { body: page([]) } });
    expect(await screen.findByText('No events with a budget here yet.')).toBeTruthy();
  });

  it('exports the CSV and says so, or says the export failed', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:csv'), configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
    let downloaded = '';
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    let fail = false;
    renderTab({
      'GET /api/groups/5/budget/export': () => (fail ? { status: 500, body: { error: 'boom' } } : { body: 'Start' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(M.groupExported)).toBeTruthy();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloaded).toBe('Women in Tech - Group Budget Tracker.csv');
    fail = true;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(M.groupExportFailed)).toBeTruthy();
    click.mockRestore();
  });
});
