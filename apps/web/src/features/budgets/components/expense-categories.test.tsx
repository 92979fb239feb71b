import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { EventBudgetPanel } from './event-budget-panel';
import { budget, item, serve, usd } from './event-budget-fixtures';

const venue = { ...item, id: 8, name: 'Venue', expense_category_id: 11, notes: '' };

function serveDeletedCategory() {
  return serve({
    'GET /api/events/12/event_budget': { body: { event_budget: { ...budget, expense_items: [item, venue] } } },
    'GET /api/organizations/current': {
      body: {
        currencies: [usd],
        expense_categories: [
          { id: 4, name: 'Food', active: true, expense_items_count: 1 },
          { id: 11, name: 'Props', active: false, expense_items_count: 1 },
        ],
      },
    },
  });
}

/** The names a category picker offers, opened by its combobox. */
async function offered(combobox: HTMLElement) {
  fireEvent.mouseDown(combobox);
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return names;
}

describe('deleted expense categories (spec guest-engagement §3 category_totals active)', () => {
  it('keep their name on expenses; the expense dialog offers one only to the expense that uses it', async () => {
    serveDeletedCategory();
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    const table = await screen.findByRole('table', { name: 'Expenses' });
    expect(within(table).getByText('Props')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add expense' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add expense' });
    expect(await offered(within(dialog).getByRole('combobox', { name: 'Category' }))).toEqual(['No category', 'Food']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Venue' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit expense' });
    expect(await offered(within(dialog).getByRole('combobox', { name: 'Category' }))).toEqual([
      'No category',
      'Food',
      'Props (deleted)',
    ]);
  });

  it('are offered in the bulk edit only to the rows that use them', async () => {
    serveDeletedCategory();
    renderWithProviders(<EventBudgetPanel eventId={12} eventName="Offsite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit expenses' }));
    const table = screen.getByRole('table', { name: 'Edit expenses' });
    expect(await offered(within(table).getByRole('combobox', { name: 'Category of Catering' }))).toEqual([
      'No category',
      'Food',
    ]);
    expect(await offered(within(table).getByRole('combobox', { name: 'Category of Venue' }))).toEqual([
      'No category',
      'Food',
      'Props (deleted)',
    ]);
  });
});
