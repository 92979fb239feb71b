import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { renderWithProviders } from '../../../test/render';
import { EventBudgetPanel } from './event-budget-panel';
import { serve } from './event-budget-fixtures';

const failure = { status: 500, body: { error: 'Something went wrong' } };

describe('the event budget page when a change fails (spec guest-engagement §8)', () => {
  it("says 'Failed to add expense items' and keeps the dialog open", async () => {
    serve({ 'POST /api/expense_items': failure });
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Coffee' } });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '12.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText(M.addFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add expense' })).toBeTruthy();
  });

  it('asks before deleting an expense and says when the delete failed', async () => {
    const { calls } = serve({ 'DELETE /api/expense_items/3': failure });
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Catering' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete expense?' });
    expect(within(confirm).getByText(M.confirmDelete)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.somethingWrong)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    // The confirmation stays open, so it can be tried again; the expense is still listed behind it.
    expect(screen.getByRole('dialog', { name: 'Delete expense?' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Expenses', hidden: true })).getByText('Catering')).toBeTruthy();
  });
});
