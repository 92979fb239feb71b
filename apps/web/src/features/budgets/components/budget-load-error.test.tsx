import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { EventBudgetPanel } from './event-budget-panel';
import { budget, serve } from './event-budget-fixtures';

describe('the budget screen when its data fails to load', () => {
  it('shows the error on every card and on the tracker, and Retry reloads everything', async () => {
    let budgetCalls = 0;
    const { calls } = serve({
      'GET /api/events/12/event_budget': () =>
        ++budgetCalls === 1
          ? { status: 500, body: { error: 'Something went wrong' } }
          : { body: { event_budget: budget } },
    });
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    const overview = await screen.findByRole('list', { name: 'Budget overview' });
    const cards = within(overview).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(
      ['Budget', 'Spent', 'Remaining', 'Per attendee'].map((label) => `${label}The budget couldn't be loaded.Retry`),
    );
    const tracker = screen.getByRole('region', { name: 'Expense tracker' });
    expect(within(tracker).getByText("The budget couldn't be loaded.")).toBeTruthy();
    expect(within(tracker).getByRole('button', { name: 'Retry' })).toBeTruthy();
    const organizationReads = calls.filter((c) => c.path === '/api/organizations/current').length;

    fireEvent.click(within(cards[2]!).getByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText('$500.00')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Expenses' })).toBeTruthy();
    expect(budgetCalls).toBe(2);
    expect(calls.filter((c) => c.path === '/api/organizations/current').length).toBeGreaterThan(organizationReads);
  });
});
