import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { makeUser } from '../../../test/fixtures';
import type { Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { makeGroup, serveGroups } from '../test-fixtures';

const location = () => screen.getByTestId('location').textContent;

function serve(
  create: Responder = { status: 201, body: { group: makeGroup({ id: 42 }), message: 'Group was created.' } },
) {
  return serveGroups(makeUser('organizer'), {
    'POST /api/groups': create,
    'GET /api/groups/42': { body: { group: makeGroup({ id: 42, can_edit: true }) } },
  });
}

async function openForm() {
  renderApp('/group/new');
  return within(await screen.findByRole('form', { name: 'New group' }));
}

const nameField = (form: ReturnType<typeof within>) => form.getByRole('textbox', { name: 'Name' });
const createButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: 'Create' }) as HTMLButtonElement;

describe('new group', { timeout: 20_000 }, () => {
  it('keeps Create disabled until the group has a name, then posts multipart with JSON id lists', async () => {
    const { calls } = serve();
    const form = await openForm();
    expect(createButton(form).disabled).toBe(true);
    // The creator is the first admin.
    expect(form.getByText('Ada Lovelace')).toBeTruthy();

    fireEvent.change(nameField(form), { target: { value: '  Runners  ' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Description' }), { target: { value: 'We run.' } });
    fireEvent.change(form.getByRole('textbox', { name: 'External link' }), {
      target: { value: 'runners.example.com' },
    });
    fireEvent.mouseDown(form.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Social' }));
    fireEvent.click(form.getByRole('switch', { name: 'Private' }));
    fireEvent.keyDown(form.getByRole('combobox', { name: 'Offices' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Paris' }));

    expect(createButton(form).disabled).toBe(false);
    fireEvent.click(createButton(form));

    await waitFor(() => expect(location()).toBe('/group/42/view'));
    expect(await screen.findByText(GROUP_MESSAGES.created)).toBeTruthy();
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/groups')?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('group[name]')).toBe('Runners');
    expect(body.get('group[description]')).toBe('We run.');
    expect(body.get('group[external_link]')).toBe('https://runners.example.com');
    expect(body.get('group[group_type_id]')).toBe('9');
    expect(body.get('group[private]')).toBe('true');
    expect(body.get('group[can_organizers_edit]')).toBe('false');
    expect(JSON.parse(String(body.get('group_admin_ids')))).toEqual([7]);
    expect(JSON.parse(String(body.get('office_ids')))).toEqual([4]);
    expect(body.has('cover_image')).toBe(false);
    expect(body.has('group[slack_channel_id]')).toBe(false);
  });

  it('needs at least one admin', async () => {
    const { calls } = serve();
    const form = await openForm();
    fireEvent.change(nameField(form), { target: { value: 'Runners' } });
    const admins = form.getByRole('combobox', { name: 'Group admins' });
    fireEvent.keyDown(admins, { key: 'Backspace' });
    await waitFor(() => expect(form.queryByText('Ada Lovelace')).toBeNull());
    fireEvent.click(createButton(form));
    expect(await form.findByText(GROUP_MESSAGES.adminRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Picking someone from the search puts things right.
    fireEvent.change(admins, { target: { value: 'al' } });
    fireEvent.click(await screen.findByRole('option', { name: /Alan Turing/ }));
    fireEvent.click(createButton(form));
    await waitFor(() => expect(location()).toBe('/group/42/view'));
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/groups')?.body as FormData;
    expect(JSON.parse(String(body.get('group_admin_ids')))).toEqual([11]);
  });

  it('checks the external link and the cover image before sending', async () => {
    const { calls } = serve();
    const form = await openForm();
    fireEvent.change(nameField(form), { target: { value: 'Runners' } });
    fireEvent.change(form.getByRole('textbox', { name: 'External link' }), { target: { value: 'not a link' } });

    const cover = form.getByLabelText('Cover image') as HTMLInputElement;
    fireEvent.change(cover, { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(await form.findByText(GROUP_MESSAGES.imageInvalid)).toBeTruthy();

    fireEvent.click(createButton(form));
    expect(await form.findByText(GROUP_MESSAGES.externalLinkInvalid)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends a picked cover image and can remove it again', async () => {
    const { calls } = serve();
    const form = await openForm();
    fireEvent.change(nameField(form), { target: { value: 'Runners' } });
    const image = new File(['png'], 'cover.png', { type: 'image/png' });
    fireEvent.change(form.getByLabelText('Cover image'), { target: { files: [image] } });
    fireEvent.click(await form.findByRole('button', { name: 'Remove cover' }));
    expect(form.queryByRole('button', { name: 'Remove cover' })).toBeNull();
    fireEvent.change(form.getByLabelText('Cover image'), { target: { files: [image] } });
    await form.findByRole('button', { name: 'Remove cover' });
    fireEvent.click(createButton(form));
    await waitFor(() => expect(location()).toBe('/group/42/view'));
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/groups')?.body as FormData;
    expect((body.get('cover_image') as File).name).toBe('cover.png');
  });

  it('shows the server failure and puts field errors under their fields', async () => {
    serve({
      status: 422,
      body: { error: 'Name is required', errors: { name: ['Name is taken here'], group_admin_ids: ['Nope'] } },
    });
    const form = await openForm();
    fireEvent.change(nameField(form), { target: { value: 'Runners' } });
    fireEvent.click(createButton(form));
    expect(await screen.findByText(GROUP_MESSAGES.saveFailed('Name is required'))).toBeTruthy();
    expect(form.getByText('Name is taken here')).toBeTruthy();
    expect(form.getByText('Nope')).toBeTruthy();
    expect(location()).toBe('/group/new');
  });

  it('creates a group synced to the Slack channel of the address', async () => {
    const { calls } = serveGroups(makeUser('organizer'), {
      'POST /api/groups': { status: 201, body: { group: makeGroup({ id: 42 }) } },
      'GET /api/groups/42': { body: { group: makeGroup({ id: 42, can_edit: true }) } },
      'GET /api/organizations/synced_slack_channels': {
        body: {
          data: [{ id: 3, slack_id: 'C3', name: 'runners', private: false, selected: true, synced_group_id: null }],
        },
      },
    });
    renderApp('/group/new?channel=3');
    const form = within(await screen.findByRole('form', { name: 'New group' }));
    expect(await screen.findByText(/follows the Slack channel #runners/)).toBeTruthy();
    fireEvent.change(nameField(form), { target: { value: 'Runners' } });
    fireEvent.click(createButton(form));
    await waitFor(() => expect(location()).toBe('/group/42/view'));
    const body = calls.find((call) => call.method === 'POST' && call.path === '/api/groups')?.body as FormData;
    expect(body.get('group[slack_channel_id]')).toBe('3');
  });

  it('is for organizers and admins only', async () => {
    serveGroups(makeUser('user'), { 'GET /api/users/events': { body: { data: [] } } });
    renderApp('/group/new');
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
  });
});
