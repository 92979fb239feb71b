import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { User } from '../../../lib/api-types';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';

function serve(user: User, routes: Record<string, Responder> = {}) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { body: { user } },
    'GET /api/users/events': { body: { data: [] } },
    'GET /api/offices': { body: { data: [] } },
    ...routes,
  });
}

const fill = (scope: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(scope.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('profile security', () => {
  it('asks for the current password when the email changes, then shows the pending address', async () => {
    const user = makeUser('user');
    const newEmail = 'ada.new@acme.test';
    const { calls } = serve(user, {
      'POST /api/users/update_profile': {
        body: { user: { ...user, pending_email: newEmail }, message: AUTH_MESSAGES.emailChangePending(newEmail) },
      },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit profile' }));
    expect(dialog.queryByLabelText(/^Current password/, { selector: 'input' })).toBeNull();

    fill(dialog, /^Email/, newEmail);
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(AUTH_MESSAGES.currentPasswordRequired)).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/users/update_profile')).toBe(false);

    fill(dialog, /^Current password/, 'Password1!');
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit profile' })).toBeNull());
    const body = calls.find((call) => call.path === '/api/users/update_profile')?.body as FormData;
    expect([body.get('email'), body.get('current_password')]).toEqual([newEmail, 'Password1!']);
    expect((await screen.findAllByText(AUTH_MESSAGES.emailChangePending(newEmail))).length).toBeGreaterThan(0);
  });

  it('cancels a pending email change from the profile', async () => {
    const pending = 'ada.pending@acme.test';
    let user: User = { ...makeUser('user'), pending_email: pending };
    const { calls } = serve(user, {
      'GET /api/users/current': () => ({ body: { user } }),
      'POST /api/users/cancel_email_change': () => {
        user = { ...user, pending_email: null };
        return { body: { message: AUTH_MESSAGES.emailChangeCancelled } };
      },
    });
    renderApp('/profile');
    expect(await screen.findByText(AUTH_MESSAGES.emailChangePending(pending))).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailChangeCancelled)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(AUTH_MESSAGES.emailChangePending(pending))).toBeNull());
    expect(calls.some((call) => call.path === '/api/users/cancel_email_change')).toBe(true);
  });

  it('turns two-factor off only with the current password', async () => {
    const user = { ...makeUser('user'), mfa_required: true };
    const { calls } = serve(user, {
      'POST /api/users/update_2fa': { body: { user: { ...user, mfa_required: false } } },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('switch', { name: 'Two-factor authentication (email code)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await dialog.findByText(AUTH_MESSAGES.currentPasswordRequired)).toBeTruthy();
    fill(dialog, /^Current password/, 'Password1!');
    fireEvent.click(dialog.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(AUTH_MESSAGES.twoFactorDisabled)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/users/update_2fa')?.body).toEqual({
      enable: false,
      current_password: 'Password1!',
    });
  });

  it('signs out of all other sessions after a confirmation', async () => {
    const { calls } = serve(makeUser('user'), {
      'POST /api/users/logout_others': { body: { message: AUTH_MESSAGES.otherSessionsEnded } },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out of all other sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out of all other sessions?' }));
    expect(calls.some((call) => call.path === '/api/users/logout_others')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText(AUTH_MESSAGES.otherSessionsEnded)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/users/logout_others')).toHaveLength(1);
  });
});

describe('confirm email page', () => {
  it('changes nothing on opening; the button posts the token', async () => {
    const { calls } = mockFetch({
      'GET /api/organizations/current': { body: makeOrganization() },
      'GET /api/feature_flags': { body: { flags: {} } },
      'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
      'POST /api/users/confirm_email': { body: { message: AUTH_MESSAGES.emailChanged } },
    });
    renderApp('/confirm-email?token=abc');
    const button = await screen.findByRole('button', { name: 'Confirm my new email' });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByText(AUTH_MESSAGES.emailChanged)).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/users/confirm_email')?.body).toEqual({ token: 'abc' });
  });
});
