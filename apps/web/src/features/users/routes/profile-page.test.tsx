import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { Organization, User } from '../../../lib/api-types';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';

function serve(user: User, routes: Record<string, Responder> = {}, organization: Organization = makeOrganization()) {
  let signedIn = true;
  const mock = mockFetch({
    'GET /api/organizations/current': { body: organization },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': () => (signedIn ? { body: { user } } : { status: 401, body: { error: 'Unauthorized' } }),
    'GET /api/users/events': { body: { data: [] } },
    'GET /api/offices': {
      body: { data: [{ id: 3, name: 'London', users_count: 1, events_count: 0, groups_count: 0 }] },
    },
    'POST /api/users/logout': () => {
      signedIn = false;
      return { body: { message: 'Signed out' } };
    },
    ...routes,
  });
  return mock;
}

const location = () => screen.getByTestId('location').textContent;

describe('profile page', () => {
  it('shows the user, their details and the empty events list', async () => {
    serve(makeUser('user'));
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('ada@acme.test')).toBeTruthy();
    expect(screen.getByText('London')).toBeTruthy();
    expect(screen.getByText('Europe/London')).toBeTruthy();
    expect(await screen.findByText("You haven't hosted or joined any events yet.")).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My events']);
    expect(screen.queryByRole('heading', { name: 'Calendar' })).toBeNull();
  });

  it('gives organizers the survey templates tab and the calendar card', async () => {
    serve(makeUser('organizer'), {}, makeOrganization({ calendar_enabled: 'google' }));
    renderApp('/profile/my-survey-templates');
    expect(await screen.findByRole('tab', { name: 'My survey templates', selected: true })).toBeTruthy();
    const connect = screen.getByRole('button', { name: 'Connect Google Calendar' }) as HTMLButtonElement;
    expect(connect.disabled).toBe(true);
    expect(screen.getByText(/available once integrations are set up/)).toBeTruthy();
  });

  it('signs out to /login with a snackbar', async () => {
    const { calls } = serve(makeUser('user'));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText(AUTH_MESSAGES.loggedOut)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/users/logout')).toBe(true);
    expect(sessionStorage.getItem('huddle.returnPath')).toBeNull();
  });

  it('says so when the profile could not be saved', async () => {
    const { calls } = serve(makeUser('user'), {
      'POST /api/users/update_profile': { status: 422, body: { errors: { email: ['Email is taken'] } } },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit profile' }));
    fireEvent.change(dialog.getByLabelText(/^First name/, { selector: 'input' }), { target: { value: 'Augusta' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(AUTH_MESSAGES.profileNotSaved)).toBeTruthy();
    expect(dialog.getByText('Email is taken')).toBeTruthy();
    const body = calls.find((call) => call.path === '/api/users/update_profile')?.body as FormData;
    expect(body.get('first_name')).toBe('Augusta');
    expect(body.get('profileImageChanged')).toBe('false');
    expect(body.get('office_id')).toBe('3');
  });

  it('picks the office in Edit profile with the same search, sending a new name as office_raw', async () => {
    const user = makeUser('user');
    const { calls } = serve(user, {
      'POST /api/users/update_profile': {
        body: { user: { ...user, office: { id: 9, name: 'Berlin' }, office_id: 9 } },
      },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit profile' }));
    const office = dialog.getByRole('combobox', { name: /^Office/ }) as HTMLInputElement;
    expect(office.value).toBe('London');

    fireEvent.change(office, { target: { value: 'Berlin' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Add “Berlin”' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit profile' })).toBeNull());
    const body = calls.find((call) => call.path === '/api/users/update_profile')?.body as FormData;
    expect(body.get('office_raw')).toBe('Berlin');
    expect(body.has('office_id')).toBe(false);
    expect(calls.some((call) => call.path === '/api/offices')).toBe(true);
  });

  it('puts password errors from the server under their fields', async () => {
    serve(makeUser('user'), {
      'POST /api/users/update_pass': {
        status: 422,
        body: { errors: { current_password: [AUTH_MESSAGES.currentPasswordIncorrect] } },
      },
    });
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change password' }));
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(dialog.getByLabelText(label, { selector: 'input' }), { target: { value } });
    fill(/^Current password/, 'wrong');
    fill(/^New password/, 'Password2!');
    fill(/^Confirm new password/, 'Password2!');
    fireEvent.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await dialog.findByText(AUTH_MESSAGES.currentPasswordIncorrect)).toBeTruthy();
  });

  it('switches two-factor authentication', async () => {
    const user = makeUser('user');
    const { calls } = serve(user, {
      'POST /api/users/update_2fa': { body: { user: { ...user, mfa_required: true } } },
    });
    renderApp('/profile');
    const toggle = (await screen.findByRole('switch', {
      name: 'Two-factor authentication (email code)',
    })) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(calls.find((call) => call.path === '/api/users/update_2fa')?.body).toEqual({ enable: true });
    expect(await screen.findByText(AUTH_MESSAGES.twoFactorEnabled)).toBeTruthy();
  });
});
