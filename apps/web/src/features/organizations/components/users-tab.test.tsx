import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import type { ManagedUser, User } from '../../../lib/api-types';
import { makeUser } from '../../../test/fixtures';
import type { Invitation } from '../api/get-invitations';
import { admin, paged, renderSettings, requestedUrls, serveSettings } from '../routes/settings-test-helpers';

/** A row of the users grid: the user with the admin's abilities over them, as the server computes them. */
const managed = (user: User, can: { role: boolean; status: boolean }): ManagedUser => ({
  ...user,
  can_change_role: can.role,
  can_change_status: can.status,
});

const grace = managed(
  makeUser('user', {
    id: 8,
    first_name: 'Grace',
    last_name: 'Hopper',
    full_name: 'Grace Hopper',
    email: 'grace@acme.test',
  }),
  { role: true, status: true },
);
const me = managed(admin, { role: false, status: false });

const invitation: Invitation = {
  id: 5,
  organization_id: 1,
  invited_user_email: 'alan@acme.test',
  invited_user_name: 'Alan Turing',
  role_proposed: 'organizer',
  created_at: '2025-03-04T12:00:00Z',
  sent_at: '2025-03-04T12:00:00Z',
};

const location = () => screen.getByTestId('location').textContent;

describe('users tab', () => {
  it('lists active users; the admin cannot change their own row', async () => {
    serveSettings({ 'GET /api/users': { body: paged([me, grace]) } });
    renderSettings('/settings/users');
    const grid = within(await screen.findByRole('grid', { name: 'Active users' }));
    expect(await grid.findByText('Ada Lovelace (you)')).toBeTruthy();
    expect(grid.getByRole('combobox', { name: 'Role of Grace Hopper' })).toBeTruthy();
    expect(grid.queryByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeNull();
    expect(grid.getByRole('button', { name: 'Deactivate Grace Hopper' })).toBeTruthy();
    expect(grid.queryByRole('button', { name: 'Deactivate Ada Lovelace' })).toBeNull();
  });

  it('offers the role select and (de)activation only where the row carries the ability', async () => {
    const alan = managed(makeUser('organizer', { id: 9, full_name: 'Alan Turing', email: 'alan@acme.test' }), {
      role: false,
      status: true,
    });
    serveSettings({ 'GET /api/users': { body: paged([alan]) } });
    renderSettings('/settings/users');
    const grid = within(await screen.findByRole('grid', { name: 'Active users' }));
    await grid.findByText('Alan Turing');
    expect(grid.queryByRole('combobox', { name: 'Role of Alan Turing' })).toBeNull();
    expect(grid.getByText('Organizer')).toBeTruthy();
    expect(grid.getByRole('button', { name: 'Deactivate Alan Turing' })).toBeTruthy();
  });

  it("changes a user's role and says so", async () => {
    const { calls } = serveSettings({
      'GET /api/users': { body: paged([grace]) },
      'POST /api/users/update_permission': { body: { user: { ...grace, permission_level: 'organizer' } } },
    });
    renderSettings('/settings/users');
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role of Grace Hopper' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Organizer' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.roleSet('Grace Hopper', 'organizer'))).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/users/update_permission')?.body).toEqual({
      new_role: 'organizer',
      user_id: 8,
    });
  });

  it('puts the role back and says so when the change fails', async () => {
    serveSettings({
      'GET /api/users': { body: paged([grace]) },
      'POST /api/users/update_permission': { status: 500, body: { error: 'boom' } },
    });
    renderSettings('/settings/users');
    const select = await screen.findByRole('combobox', { name: 'Role of Grace Hopper' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.failed)).toBeTruthy();
    await waitFor(() => expect(select.textContent).toBe('User'));
  });

  it('deactivates after confirming, and reactivates from the Deactivated list', async () => {
    const { calls, fetchMock } = serveSettings({
      'GET /api/users': ({ url }) => ({
        body: paged(
          url.searchParams.get('status') === 'deactivated'
            ? [{ ...grace, status: 'deactivated', can_change_role: false }]
            : [grace],
        ),
      }),
      'POST /api/admins/deactivate_user': { body: { user: grace } },
      'POST /api/admins/reactivate_user': { body: { user: grace } },
    });
    renderSettings('/settings/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Grace Hopper' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate user?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.deactivated('Grace Hopper'))).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/admins/deactivate_user')?.body).toEqual({ user_id: 8 });

    fireEvent.click(await screen.findByRole('button', { name: 'Deactivated' }));
    await waitFor(() => expect(location()).toBe('/settings/users?status=deactivated'));
    const grid = within(await screen.findByRole('grid', { name: 'Deactivated users' }));
    expect(requestedUrls(fetchMock)).toContain('/api/users?status=deactivated&page=1&per_page=10');
    expect(grid.queryByRole('combobox')).toBeNull();
    fireEvent.click(await grid.findByRole('button', { name: 'Reactivate Grace Hopper' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.reactivated('Grace Hopper'))).toBeTruthy();
  });

  it('says when no user matches the search', async () => {
    const { fetchMock } = serveSettings();
    renderSettings('/settings/users');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search users' }), { target: { value: 'zed' } });
    // The search goes out after its debounce; the empty state may show before it (an empty first page).
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/users?status=active&search=zed&page=1&per_page=10'),
    );
    expect(await screen.findByText('No users match your search')).toBeTruthy();
  });

  it('lists pending invitations and resends or revokes them', async () => {
    const { calls } = serveSettings({
      'GET /api/invitation_mappings': { body: paged([invitation]) },
      'POST /api/invitation_mappings/5/resend': {
        body: { invitation_mapping: invitation, message: USER_ADMIN_MESSAGES.reinvited('Alan Turing') },
      },
      'DELETE /api/invitation_mappings/5': { status: 204 },
    });
    renderSettings('/settings/users?status=invited');
    const grid = within(await screen.findByRole('grid', { name: 'Invited users' }));
    expect(await grid.findByText('alan@acme.test')).toBeTruthy();
    expect(grid.getByRole('columnheader', { name: 'Invited on' })).toBeTruthy();
    expect(grid.getByText('Mar 4, 2025')).toBeTruthy();
    expect(grid.getByText('Organizer')).toBeTruthy();

    fireEvent.click(grid.getByRole('button', { name: 'Resend invite to Alan Turing' }));
    expect(await screen.findByText(USER_ADMIN_MESSAGES.reinvited('Alan Turing'))).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Revoke invite for Alan Turing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke invitation?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('shows the empty invitation list', async () => {
    serveSettings();
    renderSettings('/settings/users?status=invited');
    expect(await screen.findByText('No pending invitations')).toBeTruthy();
  });
});

describe('invite user dialog', () => {
  async function openInvite() {
    renderSettings('/settings/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite user' }));
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(dialog.getByLabelText(label, { selector: 'input' }), { target: { value } });
    return { dialog, fill, send: () => dialog.getByRole('button', { name: 'Send Invite' }) as HTMLButtonElement };
  }

  async function pickRole(name: string) {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Role/ }));
    fireEvent.click(await screen.findByRole('option', { name }));
  }

  it('keeps Send Invite disabled until name, email and role are set, then checks the email', async () => {
    const { calls } = serveSettings();
    const { fill, send, dialog } = await openInvite();
    expect(send().disabled).toBe(true);
    fill(/^Name/, 'Alan Turing');
    fill(/^Email/, 'not-an-email');
    expect(send().disabled).toBe(true);
    await pickRole('Organizer');
    expect(send().disabled).toBe(false);
    fireEvent.click(send());
    expect(await dialog.findByText('You must enter a valid email address')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/invitation_mappings' && call.method === 'POST')).toBe(false);
  });

  it('sends the invitation and says so', async () => {
    const { calls } = serveSettings({
      'POST /api/invitation_mappings': {
        status: 201,
        body: { invitation_mapping: invitation, message: USER_ADMIN_MESSAGES.invited('Alan Turing') },
      },
    });
    const { fill, send } = await openInvite();
    fill(/^Name/, 'Alan Turing');
    fill(/^Email/, 'Alan@Acme.test');
    await pickRole('Organizer');
    fireEvent.click(send());
    expect(await screen.findByText(USER_ADMIN_MESSAGES.invited('Alan Turing'))).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      invitation_mapping: {
        invited_user_name: 'Alan Turing',
        invited_user_email: 'alan@acme.test',
        role_proposed: 'organizer',
        organization_id: 1,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).toBeNull());
  });

  it("shows the server's message when the email already belongs to a user", async () => {
    const taken = USER_ADMIN_MESSAGES.alreadyUser('grace@acme.test');
    serveSettings({ 'POST /api/invitation_mappings': { status: 400, body: { error: taken } } });
    const { fill, send, dialog } = await openInvite();
    fill(/^Name/, 'Grace Hopper');
    fill(/^Email/, 'grace@acme.test');
    await pickRole('User');
    fireEvent.click(send());
    expect(await dialog.findByText(taken)).toBeTruthy();
  });
});
