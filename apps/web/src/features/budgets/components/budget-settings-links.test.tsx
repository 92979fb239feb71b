import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { EventBudgetPanel } from './event-budget-panel';
import { budget, serve, usd } from './event-budget-fixtures';

const eur = { id: 2, code: 'EUR', symbol: '€', name: 'Euro' };

async function openSettings() {
  renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
  fireEvent.click(await screen.findByRole('button', { name: 'Budget settings' }));
  return screen.findByRole('dialog', { name: 'Budget settings' });
}

describe('the budget settings’ linked groups (spec guest-engagement §4, §5)', () => {
  it('keeps a linked group that is no longer a choice (archived) in its own currency', async () => {
    const { calls } = serve({
      'GET /api/events/12/event_budget': {
        body: {
          event_budget: {
            ...budget,
            currency_id: eur.id,
            currency: eur,
            expense_items: [],
            linked_groups: [{ id: 7, name: 'Old club', currency_id: eur.id }],
          },
        },
      },
      'GET /api/organizations/current': { body: { currencies: [usd, eur], expense_categories: [] } },
      'PATCH /api/event_budgets': { body: { event_budget: budget, message: 'Event budget saved!' } },
    });
    const dialog = await openSettings();
    expect(within(dialog).getByText('Old club (EUR)')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Currency' }).textContent).toContain('EUR');
    fireEvent.change(within(dialog).getByLabelText(/^Budget amount/), { target: { value: '700' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      event_budget: { amount: '700', currency_id: eur.id, group_ids: [7] },
    });
  });

  it('starts an unsaved budget from the proposed groups, and leaving one out asks nothing', async () => {
    const { calls } = serve({
      'GET /api/events/12/event_budget': {
        body: {
          event_budget: {
            ...budget,
            id: null,
            amount: '0.00',
            amount_cents: 0,
            expense_items: [],
            linked_groups: [
              { id: 5, name: 'Runners', currency_id: null },
              { id: 8, name: 'Walkers', currency_id: null },
            ],
          },
        },
      },
      'GET /api/groups': {
        body: {
          data: [5, 8].map((id) => ({
            id,
            name: id === 5 ? 'Runners' : 'Walkers',
            currency_details: { code: 'USD', symbol: '$', name: 'USD' },
          })),
        },
      },
      'PATCH /api/event_budgets': { body: { event_budget: budget, message: 'Event budget saved!' } },
    });
    const dialog = await openSettings();
    const walkers = within(dialog).getByRole('button', { name: 'Walkers (USD)' });
    fireEvent.keyDown(walkers, { key: 'Backspace' });
    await waitFor(() => expect(within(dialog).queryByText('Walkers (USD)')).toBeNull());
    fireEvent.change(within(dialog).getByLabelText(/^Budget amount/), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Unlink groups?' })).toBeNull();
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      event_budget: { amount: '50', currency_id: usd.id, group_ids: [5] },
    });
  });
});
