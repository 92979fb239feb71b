import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import type { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { EventBudgetPanel } from './event-budget-panel';
import { budget, item, serve } from './event-budget-fixtures';

describe('the event budget page (spec guest-engagement §2)', () => {
  it('shows the overview cards (money in the locale) and the expenses', async () => {
    serve();
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    const overview = await screen.findByRole('list', { name: 'Budget overview' });
    for (const text of ['$500.00', '$520.00', '-$20.00', '$130.00', '4 attendees']) {
      expect(within(overview).getByText(text)).toBeTruthy();
    }
    const table = screen.getByRole('table', { name: 'Expenses' });
    expect(within(table).getByText('Food')).toBeTruthy();
    expect(within(table).getByText('Lunch')).toBeTruthy();
  });

  it('requires an expense name and sends the amount as text', async () => {
    const { calls } = serve({
      'POST /api/expense_items': { status: 201, body: { expense_items: [item], message: M.expenseCreated } },
    });
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add expense' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '0.29' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeTruthy();
    expect(within(dialog).getByText(M.resolveErrors)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Coffee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      expense_items: [
        {
          name: 'Coffee',
          actual_cost: '0.29',
          estimated_cost: '0',
          vendor: '',
          expense_category_id: null,
          spent_on: null,
          notes: '',
          event_budget_id: 9,
        },
      ],
    });
    expect(await screen.findByText(M.expenseCreated)).toBeTruthy();
  });

  it('refuses linked groups of different currencies and asks before discarding changes', async () => {
    const { calls } = serve();
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Budget settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Budget settings' });
    const groups = within(dialog).getByRole('combobox', { name: 'Linked groups' });
    for (const name of ['Runners (USD)', 'Euro club (EUR)']) {
      fireEvent.mouseDown(groups);
      fireEvent.click(await screen.findByRole('option', { name }));
    }
    expect(within(dialog).getByText(M.sameCurrency)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    expect(await within(dialog).findByText(M.resolveErrors)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toBeTruthy();
  });
});

describe('the expense tracker bulk edit (spec guest-engagement §5, §8)', () => {
  const second = { ...item, id: 8, name: 'Venue', actual_cost: '300.00', notes: '' };
  const serveTwo = (routes: Parameters<typeof mockFetch>[0]) =>
    serve({
      'GET /api/events/12/event_budget': { body: { event_budget: { ...budget, expense_items: [item, second] } } },
      ...routes,
    });

  it('saves only the changed rows, one PUT each, and says so', async () => {
    const { calls } = serveTwo({
      'PUT /api/expense_items/8': { body: { expense_item: second, message: M.trackerUpdated } },
    });
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit expenses' }));
    const table = screen.getByRole('table', { name: 'Edit expenses' });
    const amount = within(table).getByLabelText('Amount of Venue');
    expect(amount.getAttribute('min')).toBe('0');
    fireEvent.change(amount, { target: { value: '350.5' } });
    fireEvent.change(within(table).getByLabelText('Notes of Venue'), { target: { value: 'Deposit paid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(M.expensesUpdated)).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path)).toEqual(['/api/expense_items/8']);
    expect(puts[0]!.body).toEqual({
      expense_item: {
        name: 'Venue',
        expense_category_id: 4,
        estimated_cost: '0.00',
        actual_cost: '350.5',
        spent_on: '2026-11-20',
        notes: 'Deposit paid',
      },
    });
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Edit expenses' })).toBeNull());
  });

  it('blocks the save while a row has an error and sends nothing', async () => {
    const { calls } = serveTwo({});
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit expenses' }));
    const table = screen.getByRole('table', { name: 'Edit expenses' });
    fireEvent.change(within(table).getByLabelText('Name of Catering'), { target: { value: ' ' } });
    fireEvent.change(within(table).getByLabelText('Estimated of Venue'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(M.resolveErrors)).toBeTruthy();
    expect(within(table).getByText(M.nameRequired)).toBeTruthy();
    expect(within(table).getByText(M.amount)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says when a save failed and keeps the edits on screen', async () => {
    serveTwo({
      'PUT /api/expense_items/3': { body: { expense_item: item, message: M.trackerUpdated } },
      'PUT /api/expense_items/8': { status: 500, body: { error: 'Something went wrong' } },
    });
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit expenses' }));
    const table = screen.getByRole('table', { name: 'Edit expenses' });
    fireEvent.change(within(table).getByLabelText('Amount of Catering'), { target: { value: '10' } });
    fireEvent.change(within(table).getByLabelText('Amount of Venue'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(M.updateExpensesFailed)).toBeTruthy();
    expect((within(table).getByLabelText('Amount of Venue') as HTMLInputElement).value).toBe('20');
  });
});
