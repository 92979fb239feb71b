import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES, type ContactListInput } from '@huddle/domain/contact-schemas';
import { ALAN, GRACE, makeList, paged, queriesTo, renderContacts, serveContacts } from '../test-fixtures';

const SPEAKERS = makeList(31, 'Speakers');
const NONE = { can_edit: false, can_delete: false };

/** The lists tab with the flag on; the member table pages through 12 contacts (two on the first page). */
function serveLists(routes: Parameters<typeof serveContacts>[0] = {}) {
  return serveContacts(
    {
      'GET /api/lists': { body: paged([SPEAKERS]) },
      'GET /api/employees': ({ url }) => ({
        body: paged(
          url.searchParams.get('page') === '2' ? [{ ...ALAN, id: 99, full_name: 'Joan Clarke' }] : [GRACE, ALAN],
          12,
        ),
      }),
      ...routes,
    },
    { 'contact-lists': true },
  );
}

async function openDialog(button: string, title: string) {
  renderContacts('/contacts/lists');
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const dialog = within(await screen.findByRole('dialog', { name: title }));
  const save = () =>
    dialog.getByRole('button', { name: title === 'New list' ? 'Create list' : 'Save' }) as HTMLButtonElement;
  const rowBox = async (name: string) => {
    const row = (await dialog.findByText(name)).closest('[role="row"]') as HTMLElement;
    return within(row).getByRole('checkbox') as HTMLInputElement;
  };
  return { dialog, save, rowBox };
}

describe('contact list dialog', () => {
  it('needs a name and a member; keeps the ticks across pages and creates the list', async () => {
    const { calls, fetchMock } = serveLists({
      'POST /api/lists': { status: 201, body: { list: makeList(40, 'Runners'), message: 'ok' } },
    });
    const { dialog, save, rowBox } = await openDialog('New list', 'New list');
    expect(dialog.getByText(/0 contacts selected/)).toBeTruthy();
    expect(dialog.getByText(new RegExp(LIST_MESSAGES.membersRequired))).toBeTruthy();
    expect(save().disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText(/^List name/, { selector: 'input' }), { target: { value: 'Runners' } });
    expect(save().disabled).toBe(true);

    fireEvent.click(await rowBox('Grace Hopper'));
    expect(await dialog.findByText('1 contact selected')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Go to next page' }));
    fireEvent.click(await rowBox('Joan Clarke'));
    expect(await dialog.findByText('2 contacts selected')).toBeTruthy();
    fireEvent.change(dialog.getByRole('searchbox', { name: 'Search contacts' }), { target: { value: 'jo' } });
    await waitFor(() => expect(queriesTo(fetchMock, '/api/employees').at(-1)?.search).toBe('jo'));
    expect(dialog.getByText('2 contacts selected')).toBeTruthy();

    fireEvent.click(dialog.getByRole('switch', { name: 'Private' }));
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText(LIST_MESSAGES.created('Runners'))).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/lists')?.body as ContactListInput;
    expect({ ...body, employee_ids: [...body.employee_ids].sort() }).toEqual({
      name: 'Runners',
      is_private: true,
      employee_ids: [8, 99],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New list' })).toBeNull());
  });

  it('starts an edit from the members the server has and replaces them', async () => {
    const { calls } = serveLists({
      'GET /api/lists/31': { body: { list: { ...SPEAKERS, employee_ids: [8, 99] } } },
      'PATCH /api/lists/31': { body: { list: SPEAKERS, message: 'ok' } },
    });
    const { dialog, save, rowBox } = await openDialog('Edit Speakers', 'Edit list');
    expect(await dialog.findByText('2 contacts selected')).toBeTruthy();
    expect((dialog.getByLabelText(/^List name/, { selector: 'input' }) as HTMLInputElement).value).toBe('Speakers');
    const grace = await rowBox('Grace Hopper');
    expect(grace.checked).toBe(true);
    expect((await rowBox('Alan Turing')).checked).toBe(false);
    fireEvent.click(grace);
    expect(await dialog.findByText('1 contact selected')).toBeTruthy();
    fireEvent.click(save());
    expect(await screen.findByText(LIST_MESSAGES.updated('Speakers'))).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Speakers',
      is_private: false,
      employee_ids: [99],
    });
  });

  it("shows the server's field errors, or says the list could not be saved", async () => {
    let answer = { status: 422, body: { errors: { name: ['That name is taken'] } } as object };
    serveLists({ 'POST /api/lists': () => answer });
    const { dialog, save, rowBox } = await openDialog('New list', 'New list');
    fireEvent.change(dialog.getByLabelText(/^List name/, { selector: 'input' }), { target: { value: 'Runners' } });
    fireEvent.click(await rowBox('Grace Hopper'));
    fireEvent.click(save());
    expect(await dialog.findByText('That name is taken')).toBeTruthy();

    answer = { status: 500, body: { error: 'boom' } };
    fireEvent.click(save());
    expect(await screen.findByText(LIST_MESSAGES.createFailed)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New list' })).toBeTruthy();
  });

  it('offers Edit and Delete of a list by their own abilities', async () => {
    serveLists({
      'GET /api/lists': {
        body: paged([SPEAKERS, makeList(32, 'Readers', { can_delete: false }), makeList(33, 'Others', NONE)]),
      },
    });
    renderContacts('/contacts/lists');
    const grid = within(await screen.findByRole('grid'));
    await grid.findByText('Readers');
    expect(grid.getByRole('button', { name: 'Delete Speakers' })).toBeTruthy();
    expect(grid.getByRole('button', { name: 'Edit Readers' })).toBeTruthy();
    expect(grid.queryByRole('button', { name: 'Delete Readers' })).toBeNull();
    expect(grid.queryByRole('button', { name: 'Edit Others' })).toBeNull();
    expect(grid.queryByRole('button', { name: 'Delete Others' })).toBeNull();
  });
});
