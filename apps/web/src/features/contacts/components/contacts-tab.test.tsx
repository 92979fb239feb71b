import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@huddle/domain/contact-schemas';
import { ALAN, GRACE, makeContact, makeList, paged, queriesTo, renderContacts, serveContacts } from '../test-fixtures';

const employeeQueries = (fetchMock: Parameters<typeof queriesTo>[0]) => queriesTo(fetchMock, '/api/employees');

async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('contacts table', () => {
  it('asks the server for the first page, sorted by name', async () => {
    const { fetchMock } = serveContacts();
    renderContacts();
    await screen.findByText('Grace Hopper');
    expect(employeeQueries(fetchMock)[0]).toEqual({
      page: '1',
      per_page: '10',
      sorting: JSON.stringify([{ field: 'full_name', sort: 'asc' }]),
    });
  });

  it('sends the search, the filters with any/all, the sort and the page', async () => {
    const { fetchMock } = serveContacts(
      {
        'GET /api/lists': { body: paged([makeList(31, 'Speakers')]) },
        'GET /api/employees': { body: paged([GRACE, ALAN], 40) },
      },
      { 'contact-lists': true },
    );
    renderContacts();
    await screen.findByText('Grace Hopper');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search contacts' }), { target: { value: ' grace ' } });
    await waitFor(() => expect(employeeQueries(fetchMock).at(-1)?.search).toBe('grace'));

    await pick('Office', 'Paris');
    await pick('Role', 'Organizer');
    await pick('Contact list', 'Speakers');
    fireEvent.click(screen.getByRole('button', { name: 'All filters' }));
    await waitFor(() => expect(employeeQueries(fetchMock).at(-1)?.filter_type).toBe('all'));
    expect(employeeQueries(fetchMock).at(-1)).toEqual({
      page: '1',
      per_page: '10',
      search: 'grace',
      filters: JSON.stringify({ office_ids: [4], role_types: ['organizer'], list_ids: [31] }),
      sorting: JSON.stringify([{ field: 'full_name', sort: 'asc' }]),
      filter_type: 'all',
    });

    fireEvent.click(within(screen.getByRole('columnheader', { name: 'Email' })).getByText('Email'));
    await waitFor(() =>
      expect(employeeQueries(fetchMock).at(-1)?.sorting).toBe(JSON.stringify([{ field: 'email', sort: 'asc' }])),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(employeeQueries(fetchMock).at(-1)?.page).toBe('2'));
  });

  it('shows the empty state', async () => {
    serveContacts({ 'GET /api/employees': { body: paged([]) } });
    renderContacts();
    expect(await screen.findByText('No contacts yet. Upload a CSV or add a contact.')).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    serveContacts({ 'GET /api/employees': { status: 500, body: { error: 'The database is down' } } });
    renderContacts();
    expect(await screen.findByText('The database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('deletes one contact after confirming; nobody deletes themselves', async () => {
    // The server sends can_delete false for the reader's own row.
    const me = makeContact(7, 'Ada Lovelace', { can_delete: false });
    const { calls } = serveContacts({
      'GET /api/employees': { body: paged([me, GRACE]) },
      'DELETE /api/employees/8': { body: { message: CONTACT_MESSAGES.deleted } },
    });
    renderContacts();
    const grid = within(await screen.findByRole('grid', { name: 'Contacts' }));
    await grid.findByText('Grace Hopper');
    expect(grid.queryByRole('button', { name: 'Delete Ada Lovelace' })).toBeNull();
    fireEvent.click(grid.getByRole('button', { name: 'Delete Grace Hopper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete contact?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CONTACT_MESSAGES.deleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/employees/8']);
  });

  it('offers no Delete for people Contacts keeps (accounts, hosts, group leaders)', async () => {
    const host = makeContact(9, 'Hal Host', { can_delete: false });
    serveContacts({ 'GET /api/employees': { body: paged([host, GRACE]) } });
    renderContacts();
    const grid = within(await screen.findByRole('grid', { name: 'Contacts' }));
    await grid.findByText('Hal Host');
    expect(grid.queryByRole('button', { name: 'Delete Hal Host' })).toBeNull();
    expect(grid.getByRole('button', { name: 'Delete Grace Hopper' })).toBeTruthy();
  });

  it("shows the server's reason when a contact cannot be deleted", async () => {
    serveContacts({
      'DELETE /api/employees/8': { status: 409, body: { error: CONTACT_MESSAGES.hasAccount('Grace Hopper') } },
    });
    renderContacts();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Grace Hopper' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(CONTACT_MESSAGES.hasAccount('Grace Hopper'))).toBeTruthy();
  });

  it('deletes the selected contacts after confirming and says who was kept', async () => {
    const { calls } = serveContacts({
      'POST /api/employees/destroy_many': {
        body: { deleted_count: 1, skipped: [{ id: 11, full_name: 'Alan Turing' }], message: 'done' },
      },
    });
    renderContacts();
    const grid = within(await screen.findByRole('grid', { name: 'Contacts' }));
    await grid.findByText('Grace Hopper');
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
    for (const box of grid.getAllByRole('checkbox', { name: 'Select row' })) fireEvent.click(box);
    expect(await screen.findByText('2 contacts selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete 2 contacts?' }));
    expect(calls.some((call) => call.path === '/api/employees/destroy_many')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(CONTACT_MESSAGES.manyDeleted(1))).toBeTruthy();
    expect(await screen.findByText(CONTACT_MESSAGES.someSkipped(1))).toBeTruthy();
    const body = calls.find((call) => call.path === '/api/employees/destroy_many')?.body as { employee_ids: number[] };
    expect([...body.employee_ids].sort()).toEqual([11, 8]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull());
  });
});
