import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { renderWithProviders } from '../../../test/render';
import { EventBudgetPanel } from './event-budget-panel';
import { serve, usd } from './event-budget-fixtures';

describe('unsaved changes and the currency change (spec guest-engagement §4 Budget)', () => {
  it('asks before Escape or Cancel throws away an expense’s edits, and closes at once without edits', async () => {
    serve();
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Catering' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit expense' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit expense' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Catering' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit expense' });
    const name = within(dialog).getByLabelText(/^Name/);
    fireEvent.change(name, { target: { value: 'Catering and drinks' } });
    fireEvent.keyDown(name, { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(ask).getByText(M.confirmDiscard)).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Catering and drinks');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit expense' })).toBeNull());
  });

  it('asks before the bulk edit’s Cancel or Escape throws away edits', async () => {
    const { calls } = serve();
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit expenses' }));
    const table = screen.getByRole('table', { name: 'Edit expenses' });
    const notes = within(table).getByLabelText('Notes of Catering');
    fireEvent.change(notes, { target: { value: 'Dinner' } });
    fireEvent.keyDown(notes, { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Keep editing',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect((within(table).getByLabelText('Notes of Catering') as HTMLInputElement).value).toBe('Dinner');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Edit expenses' })).toBeNull());
    expect(within(screen.getByRole('table', { name: 'Expenses' })).getByText('Lunch')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('asks on Escape in the budget settings, and says a currency change keeps the amounts', async () => {
    const eur = { id: 2, code: 'EUR', symbol: '€', name: 'Euro' };
    serve({
      'GET /api/organizations/current': { body: { currencies: [usd, eur], expense_categories: [] } },
    });
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Budget settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget settings' });
    const amount = within(dialog).getByLabelText(/^Budget amount/);
    fireEvent.change(amount, { target: { value: '600' } });
    fireEvent.keyDown(amount, { key: 'Escape' });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Discard changes?' })).getByRole('button', {
        name: 'Keep editing',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR — Euro' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    const confirm = await screen.findByRole('dialog', { name: 'Change the currency?' });
    expect(within(confirm).getByText(M.confirmCurrencyChange)).toBeTruthy();
    expect(M.confirmCurrencyChange).toMatch(/kept/);
    expect(M.confirmCurrencyChange).not.toMatch(/converts/);
  });
});
