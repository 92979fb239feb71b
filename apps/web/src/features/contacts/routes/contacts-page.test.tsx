import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '@huddle/domain/contact-schemas';
import { GRACE, makeList, paged, queriesTo, renderContacts, serveContacts } from '../test-fixtures';

const location = () => screen.getByTestId('location').textContent;

const LISTS = [
  makeList(31, 'Speakers', { contacts_count: 12 }),
  makeList(32, 'Board', {
    is_private: true,
    is_public: false,
    can_edit: false,
    can_delete: false,
    owner_employee: null,
  }),
];

describe('contacts page', () => {
  it('sends /contacts to /contacts/all and shows the title, the buttons and the table', async () => {
    serveContacts();
    renderContacts('/contacts');
    await waitFor(() => expect(location()).toBe('/contacts/all'));
    expect(screen.getByRole('heading', { level: 1, name: 'Contacts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload contacts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New contact' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeTruthy();
    const grid = within(await screen.findByRole('grid', { name: 'Contacts' }));
    expect(await grid.findByText('Grace Hopper')).toBeTruthy();
    expect(grid.getByText('alan@acme.test')).toBeTruthy();
    expect(grid.getByText('Organizer')).toBeTruthy();
    expect(grid.getAllByText('03/04/2025')).toHaveLength(2);
  });

  it('has no Lists tab without the contact-lists flag, and /contacts/lists goes back to all', async () => {
    const { fetchMock } = serveContacts({ 'GET /api/lists': { body: paged(LISTS) } }, { 'contact-lists': false });
    renderContacts('/contacts/lists');
    await waitFor(() => expect(location()).toBe('/contacts/all'));
    expect(await screen.findByRole('tab', { name: 'All' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Lists' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New list' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Contact list' })).toBeNull();
    expect(queriesTo(fetchMock, '/api/lists')).toEqual([]);
  });

  it('has no Lists tab while no list exists, but offers the first one', async () => {
    serveContacts({ 'GET /api/lists': { body: paged([]) } }, { 'contact-lists': true });
    renderContacts('/contacts/lists');
    await waitFor(() => expect(location()).toBe('/contacts/all'));
    expect(await screen.findByRole('button', { name: 'New list' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Lists' })).toBeNull();
  });

  it('shows the lists with the flag; Edit and Delete only where the list allows', async () => {
    const { fetchMock } = serveContacts({ 'GET /api/lists': { body: paged(LISTS) } }, { 'contact-lists': true });
    renderContacts('/contacts/all');
    fireEvent.click(await screen.findByRole('tab', { name: 'Lists' }));
    await waitFor(() => expect(location()).toBe('/contacts/lists'));
    expect(screen.getByRole('button', { name: 'New list' })).toBeTruthy();
    const grid = within(await screen.findByRole('grid', { name: 'Contact lists' }));
    expect(await grid.findByText('Speakers')).toBeTruthy();
    expect(grid.getByText('Public')).toBeTruthy();
    expect(grid.getByText('Private')).toBeTruthy();
    expect(grid.getByText('12')).toBeTruthy();
    expect(grid.getByText('Ada Lovelace')).toBeTruthy();
    expect(grid.getAllByText('03/04/2025')).toHaveLength(2);
    expect(grid.getByRole('button', { name: 'Edit Speakers' })).toBeTruthy();
    expect(grid.getByRole('button', { name: 'View members of Board' })).toBeTruthy();
    expect(grid.queryByRole('button', { name: 'Edit Board' })).toBeNull();
    expect(grid.queryByRole('button', { name: 'Delete Board' })).toBeNull();
    expect(queriesTo(fetchMock, '/api/lists')).toContainEqual({ page: '1', per_page: '10' });
  });

  it('deletes a list after confirming', async () => {
    const { calls } = serveContacts(
      { 'GET /api/lists': { body: paged(LISTS) }, 'DELETE /api/lists/31': { body: { message: 'ok' } } },
      { 'contact-lists': true },
    );
    renderContacts('/contacts/lists');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Speakers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete list?' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(LIST_MESSAGES.deleted('Speakers'))).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/lists/31']);
  });

  it('says when a list could not be deleted', async () => {
    serveContacts(
      { 'GET /api/lists': { body: paged(LISTS) }, 'DELETE /api/lists/31': { status: 500, body: { error: 'x' } } },
      { 'contact-lists': true },
    );
    renderContacts('/contacts/lists');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Speakers' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(LIST_MESSAGES.deleteFailed)).toBeTruthy();
  });

  it('shows the members of a list, paged and searched on the server', async () => {
    const { fetchMock } = serveContacts(
      { 'GET /api/lists': { body: paged(LISTS) }, 'GET /api/lists/32/members': { body: paged([GRACE], 11) } },
      { 'contact-lists': true },
    );
    renderContacts('/contacts/lists');
    fireEvent.click(await screen.findByRole('button', { name: 'View members of Board' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Members of Board' }));
    expect(await dialog.findByText('Grace Hopper')).toBeTruthy();
    fireEvent.change(dialog.getByRole('searchbox', { name: 'Search members' }), { target: { value: 'gra' } });
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/lists/32/members')).toContainEqual({
        page: '1',
        per_page: '10',
        search: 'gra',
      }),
    );
    expect(queriesTo(fetchMock, '/api/lists/32/members')[0]).toEqual({ page: '1', per_page: '10' });
  });
});
