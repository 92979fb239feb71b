import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { makeGroup, serveGroups } from '../test-fixtures';

const location = () => screen.getByTestId('location').textContent;

function serve() {
  const group = makeGroup({ can_edit: true, cover_image: 'https://cdn.test/cover.jpg' });
  return serveGroups(makeUser('organizer'), {
    'GET /api/groups/5': { body: { group } },
    'GET /api/groups': { body: { data: [group] } },
    'PUT /api/groups/5': ({ body }) => ({
      body: { group: { ...group, name: (body as FormData).get('group[name]') }, message: GROUP_MESSAGES.updated },
    }),
  });
}

async function openEdit() {
  renderApp('/group/5/edit');
  return within(await screen.findByRole('form', { name: 'Edit group' }));
}

describe('edit group', { timeout: 20_000 }, () => {
  it('starts from the saved group and saves with PUT, then shows the view tab', async () => {
    const { calls } = serve();
    const form = await openEdit();
    const name = form.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Women in Tech');
    expect(form.getByText('Grace Hopper')).toBeTruthy();
    expect(await form.findByText('London')).toBeTruthy();

    fireEvent.change(name, { target: { value: 'Women in Engineering' } });
    fireEvent.click(form.getByRole('button', { name: 'Remove cover' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(GROUP_MESSAGES.updated)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/group/5/view'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const body = calls.find((call) => call.method === 'PUT')?.body as FormData;
    expect(body.get('group[name]')).toBe('Women in Engineering');
    expect(JSON.parse(String(body.get('group_admin_ids')))).toEqual([8]);
    expect(JSON.parse(String(body.get('office_ids')))).toEqual([3]);
    expect(body.get('cover_image_removed')).toBe('true');
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    await openEdit();
    // Nothing changed yet: leaving is free.
    fireEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await waitFor(() => expect(location()).toBe('/group/5/members'));

    fireEvent.click(screen.getByRole('tab', { name: 'Edit' }));
    const again = within(await screen.findByRole('form', { name: 'Edit group' }));
    fireEvent.change(again.getByRole('textbox', { name: 'Name' }), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to Groups' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unsaved changes' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Stay on page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/group/5/edit');

    fireEvent.click(screen.getByRole('tab', { name: 'View' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(location()).toBe('/group/5/view'));
  });

  it('shows the failure with the server words', async () => {
    serveGroups(makeUser('organizer'), {
      'GET /api/groups/5': { body: { group: makeGroup({ can_edit: true }) } },
      'PUT /api/groups/5': { status: 422, body: { errors: { external_link: [GROUP_MESSAGES.externalLinkInvalid] } } },
    });
    const form = await openEdit();
    fireEvent.change(form.getByRole('textbox', { name: 'External link' }), { target: { value: 'wit.example.org' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(GROUP_MESSAGES.saveFailed(GROUP_MESSAGES.externalLinkInvalid))).toBeTruthy();
    expect(form.getByText(GROUP_MESSAGES.externalLinkInvalid)).toBeTruthy();
    expect(location()).toBe('/group/5/edit');
  });
});
