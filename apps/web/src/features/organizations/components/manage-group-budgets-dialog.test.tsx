import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BUDGET_MESSAGES as M } from '@huddle/domain/budget-schemas';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { ManageGroupBudgetsDialog } from './manage-group-budgets-dialog';

const usd = { id: 1, code: 'USD', symbol: '$', name: 'US Dollar' };
const eur = { id: 2, code: 'EUR', symbol: '€', name: 'Euro' };
const meta = { total_pages: 1, total_count: 1, next_page: null, prev_page: null };
const groupRow = (id: number, name: string, more: Record<string, unknown> = {}) => ({
  id,
  name,
  budget: '300.00',
  budget_cents: 30000,
  currency_id: 1,
  currency: usd,
  conversion_rate: '1',
  group_type_id: null,
  has_linked_events: true,
  shared_event_expenses: false,
  ...more,
});
const groups = [groupRow(7, 'Run Club'), groupRow(8, 'Chess Club', { has_linked_events: false })];

/** The list filtered by its search, as the server does. */
const listed: Responder = ({ url }) => {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const rows = groups.filter((g) => g.name.toLowerCase().includes(search));
  return { body: { groups_budgets: rows, meta: { ...meta, total_count: rows.length } } };
};

function open(routes: Record<string, Responder> = {}) {
  const served = mockFetch({
    'GET /api/organizations/group_budgets': listed,
    'GET /api/group_types': { body: { data: [] } },
    ...routes,
  });
  const onClose = vi.fn();
  renderWithProviders(<ManageGroupBudgetsDialog currencies={[usd, eur]} onClose={onClose} />);
  return { ...served, onClose };
}
const dialog = () => screen.findByRole('dialog', { name: 'Manage group budgets' });
const row = async (name: string) => {
  const table = await within(await dialog()).findByRole('table', { name: 'Group budgets' });
  return waitFor(() => within(table).getByRole('row', { name: new RegExp(name) }));
};
async function chooseCurrency(group: string, code: string) {
  fireEvent.mouseDown(within(await row(group)).getByRole('combobox', { name: 'Currency' }));
  fireEvent.click(await screen.findByRole('option', { name: code }));
}
const search = async (text: string) =>
  fireEvent.change(within(await dialog()).getByLabelText('Search groups'), { target: { value: text } });

describe('Manage group budgets (platform §2.9, guest-engagement §4)', () => {
  it('asks the rate for an edited group the search hides, and sends it', async () => {
    const { calls } = open({
      'PUT /api/organizations/update_group_budgets': { body: { groups_budgets: [], message: M.organizationUpdated } },
    });
    await chooseCurrency('Run Club', 'EUR');
    fireEvent.change(within(await row('Chess Club')).getByLabelText('Budget'), { target: { value: '50' } });
    await search('chess');
    await waitFor(async () => expect((await dialog()).textContent).not.toContain('Run Club'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Save' }));
    const convert = await screen.findByRole('dialog', { name: 'Convert linked events?' });
    fireEvent.change(within(convert).getByLabelText('Run Club: 1 USD = ? EUR'), { target: { value: '0.92' } });
    fireEvent.click(within(convert).getByRole('button', { name: 'Convert and save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      groups_budgets: [
        { group_id: 7, budget: '300.00', currency_id: 2, conversion_rate: '0.92' },
        { group_id: 8, budget: '50', currency_id: 1 },
      ],
    });
  });

  it('says exactly "Failed to update groups budgets" when the save fails, with the reason in the dialog', async () => {
    const { onClose } = open({
      'PUT /api/organizations/update_group_budgets': {
        status: 422,
        body: { error: M.groupCurrencyLocked, errors: { groups_budgets: [M.groupCurrencyLocked] }, code: 'validation' },
      },
    });
    fireEvent.change(within(await row('Chess Club')).getByLabelText('Budget'), { target: { value: '50' } });
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.groupBudgetsFailed)).toBeTruthy();
    expect(screen.queryByText(/Failed to update groups budgets:/)).toBeNull();
    expect(within(await dialog()).getByText(M.groupCurrencyLocked)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a loader while the groups load, then the groups', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock } = open();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('group_budgets')) await held;
      return fetchMock(input, init);
    });
    expect(await within(await dialog()).findByRole('progressbar', { name: 'Loading group budgets…' })).toBeTruthy();
    release();
    expect(await row('Run Club')).toBeTruthy();
  });

  it('shows an error with a way to try again', async () => {
    let fail = true;
    open({
      'GET /api/organizations/group_budgets': (request) =>
        fail ? { status: 500, body: { error: 'Something went wrong, please try again.' } } : listed(request),
    });
    expect(await within(await dialog()).findByText("The group budgets couldn't be loaded.")).toBeTruthy();
    fail = false;
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Try again' }));
    expect(await within(await dialog()).findByRole('table', { name: 'Group budgets' })).toBeTruthy();
  });

  it('says when the search finds no group', async () => {
    open();
    await row('Run Club');
    await search('zzz');
    expect(await within(await dialog()).findByText('No groups match your search.')).toBeTruthy();
  });

  it('asks before discarding edits on Cancel or Escape, and closes at once without edits', async () => {
    const { onClose } = open();
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(within(await row('Run Club')).getByLabelText('Budget'), { target: { value: '400' } });
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    let confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    expect(within(confirm).getByText('You have unsaved changes. Discard them?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
    expect(within(await row('Run Club')).getByLabelText('Budget')).toHaveProperty('value', '400');
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.keyDown(await dialog(), { key: 'Escape' });
    confirm = await screen.findByRole('dialog', { name: 'Discard changes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not ask when an edit is put back as it was', async () => {
    const { onClose } = open();
    const budget = within(await row('Run Club')).getByLabelText('Budget');
    fireEvent.change(budget, { target: { value: '400' } });
    fireEvent.change(budget, { target: { value: '300.00' } });
    expect(within(await dialog()).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });
});
