import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { renderSettings, serveSettings } from '../routes/settings-test-helpers';

const usd = { id: 1, code: 'USD', symbol: '$', name: 'US Dollar' };
const eur = { id: 2, code: 'EUR', symbol: '€', name: 'Euro' };
const current = {
  budget_start_month: 'July',
  currencies: [usd, eur],
  expense_categories: [{ id: 5, name: 'Venue', active: true, expense_items_count: 2 }],
};
const meta = { total_pages: 1, total_count: 1, next_page: null, prev_page: null };
const groupRow = {
  id: 7,
  name: 'Run Club',
  budget: '300.00',
  budget_cents: 30000,
  currency_id: 1,
  currency: usd,
  conversion_rate: '1',
  group_type_id: null,
  has_linked_events: true,
  shared_event_expenses: false,
};

function serveBudget(routes: Parameters<typeof serveSettings>[0] = {}) {
  return serveSettings({
    'GET /api/organizations/current': { body: current },
    'GET /api/currencies': { body: { currencies: [usd, eur] } },
    'GET /api/organizations/group_budgets': { body: { groups_budgets: [groupRow], meta } },
    'GET /api/group_types': { body: { data: [] } },
    ...routes,
  });
}

describe('the Budget tab of settings (platform §2.9)', () => {
  it('shows the four cards, USD fixed, the period and the group budgets', async () => {
    serveBudget();
    renderSettings('/settings/budget');
    for (const name of ['Currencies', 'Expense categories', 'Budget periods', 'Group budgets']) {
      expect(await screen.findByRole('region', { name })).toBeTruthy();
    }
    const currencies = screen.getByRole('region', { name: 'Currencies' });
    expect(within(currencies).getByText('USD $')).toBeTruthy();
    expect(within(currencies).getAllByTestId('CancelIcon')).toHaveLength(1);
    expect(screen.getByText(/Current period: July 1, \d{4} – June 30, \d{4}/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Group budgets' })).getByText('$300.00')).toBeTruthy();
  });

  it('shows why removing a currency a budget uses was refused', async () => {
    const refusal = M.currencyInUse(['EUR']);
    const { calls } = serveBudget({
      'PUT /api/organizations/update_currencies': {
        status: 422,
        body: { error: refusal, errors: { currency_ids: [refusal] }, code: 'validation' },
      },
    });
    renderSettings('/settings/budget');
    const card = await screen.findByRole('region', { name: 'Currencies' });
    const eurChip = within(card).getByText('EUR €').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(within(eurChip).getByTestId('CancelIcon'));
    fireEvent.click(within(card).getByRole('button', { name: 'Save currencies' }));
    expect(await screen.findByText(M.currenciesFailed)).toBeTruthy();
    expect(within(card).getByRole('alert').textContent).toBe("EUR can't be removed: an event or group budget uses it.");
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ currency_ids: [] });
    expect(within(card).queryByText(M.currenciesUpdated)).toBeNull();
  });

  it('shows an error in the group budgets card with a way to try again', async () => {
    let fail = true;
    serveBudget({
      'GET /api/organizations/group_budgets': () =>
        fail
          ? { status: 500, body: { error: 'Something went wrong' } }
          : { body: { groups_budgets: [groupRow], meta } },
    });
    renderSettings('/settings/budget');
    const card = await screen.findByRole('region', { name: 'Group budgets' });
    expect(await within(card).findByText("The group budgets couldn't be loaded.")).toBeTruthy();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('$300.00')).toBeTruthy();
  });

  it('adds many categories at once, dropping blank lines, and says how many', async () => {
    const { calls } = serveBudget({
      'PATCH /api/organizations/current': { body: { organization: {}, message: M.categoriesAdded(2) } },
    });
    renderSettings('/settings/budget');
    const card = await screen.findByRole('region', { name: 'Expense categories' });
    const save = within(card).getByRole('button', { name: 'Save categories' });
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(within(card).getByLabelText('Add categories'), {
      target: { value: 'Swag\n\n  \nTravel' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      organization: { expense_categories_attributes: [{ name: 'Swag' }, { name: 'Travel' }] },
    });
    expect(await screen.findByText(M.categoriesAdded(2))).toBeTruthy();
  });

  it('asks for a conversion rate when a group with events changes currency', async () => {
    const { calls } = serveBudget({
      'PUT /api/organizations/update_group_budgets': {
        body: { groups_budgets: [groupRow], message: M.organizationUpdated },
      },
    });
    renderSettings('/settings/budget');
    const card = await screen.findByRole('region', { name: 'Group budgets' });
    fireEvent.click(within(card).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage group budgets' });
    const row = within(dialog)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Run Club'))!;
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Currency' }));
    fireEvent.click(await screen.findByRole('option', { name: 'EUR' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const convert = await screen.findByRole('dialog', { name: 'Convert linked events?' });
    const rate = within(convert).getByLabelText('Run Club: 1 USD = ? EUR');
    fireEvent.change(rate, { target: { value: '0.92' } });
    fireEvent.click(within(convert).getByRole('button', { name: 'Convert and save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      groups_budgets: [{ group_id: 7, budget: '300.00', currency_id: 2, conversion_rate: '0.92' }],
    });
  });
});
