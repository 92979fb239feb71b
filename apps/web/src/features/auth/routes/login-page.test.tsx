import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { serveSignedOut } from '../../../test/signed-out';

const serve = serveSignedOut;

const location = () => screen.getByTestId('location').textContent;

async function signIn(email = 'ada@acme.test', password = 'Password1!') {
  fireEvent.change(await screen.findByLabelText('Email', { selector: 'input' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('signs in and returns to the page remembered by the guard', async () => {
    const { calls } = serve({ 'POST /api/users/login': { body: { user: makeUser(), token: 't' } } });
    renderApp('/profile');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(document.title).toBe('Sign in · Huddle');
    await signIn();
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(calls.find((c) => c.path === '/api/users/login')?.body).toEqual({
      user: { email: 'ada@acme.test', organization_id: 1, password: 'Password1!' },
    });
  });

  it('goes to /events when nothing was remembered', async () => {
    serve({ 'POST /api/users/login': { body: { user: makeUser(), token: 't' } } });
    renderApp('/login');
    await signIn();
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
  });

  it('shows the organization message for "Unauthorized access" and the server text otherwise', async () => {
    let answer: { status: number; body: { error: string; code?: string } } = {
      status: 403,
      body: { error: AUTH_MESSAGES.unauthorizedAccess, code: 'access_revoked' },
    };
    serve({ 'POST /api/users/login': () => answer });
    renderApp('/login');
    await signIn();
    expect(await screen.findByText(AUTH_MESSAGES.notAuthorizedForOrganization)).toBeTruthy();

    answer = { status: 401, body: { error: AUTH_MESSAGES.invalidCredentials, code: 'unauthorized' } };
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
  });

  it('reads the code, not the words: the same text under another code is shown as sent', async () => {
    let answer = { status: 401, body: { error: 'Wrong organization', code: 'organization_mismatch' } };
    serve({ 'POST /api/users/login': () => answer });
    renderApp('/login');
    await signIn();
    expect(await screen.findByText(AUTH_MESSAGES.notAuthorizedForOrganization)).toBeTruthy();

    answer = { status: 401, body: { error: AUTH_MESSAGES.unauthorizedAccess, code: 'unauthorized' } };
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.unauthorizedAccess)).toBeTruthy();
  });

  it('offers to resend the verification email to unverified users', async () => {
    const { calls } = serve({
      'POST /api/users/login': { status: 403, body: { error: AUTH_MESSAGES.verifyEmailFirst, code: 'unverified' } },
      'POST /api/users/resend_verification': { body: { message: AUTH_MESSAGES.verificationSent } },
    });
    renderApp('/login');
    await signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(AUTH_MESSAGES.verificationSent)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: '/api/users/resend_verification', body: { email: 'ada@acme.test' } });
  });

  it('asks for the one-time password when the server requires it', async () => {
    let otpAnswer: { status: number; body: unknown } = { status: 401, body: { error: AUTH_MESSAGES.invalidOtp } };
    const { calls } = serve({
      'POST /api/users/login': { body: { mfa_required: true, user_id: 7 } },
      'POST /api/users/mfa_login': () => otpAnswer,
    });
    renderApp('/login');
    await signIn();
    const code = await screen.findByLabelText('One-time password', { selector: 'input' });

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/6-digit code/)).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidOtp)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ path: '/api/users/mfa_login', body: { code: '123456', user_id: 7 } });

    otpAnswer = { status: 200, body: { user: makeUser(), token: 't' } };
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
  });

  it('verifies the account only with the password chosen at sign-up, never on page load', async () => {
    let answer: { status: number; body: object } = {
      status: 422,
      body: {
        error: AUTH_MESSAGES.accountNotVerified,
        errors: { password: [AUTH_MESSAGES.verifyPasswordIncorrect] },
      },
    };
    const { calls } = serve({ 'POST /api/users/verified': () => answer as never });
    const first = renderApp('/login?confirmation_token=abc');
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(screen.getByText(/Enter the password you chose when you signed up/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(document.title).toBe('Verify your account · Huddle');
    expect(calls.some((c) => c.path === '/api/users/verified')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText(AUTH_MESSAGES.verifyPasswordRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/users/verified')).toBe(false);

    fireEvent.change(password, { target: { value: 'Wrong1!pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText(AUTH_MESSAGES.verifyPasswordIncorrect)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.accountNotVerified)).toBeTruthy();
    expect(location()).toBe('/login?confirmation_token=abc');

    answer = { status: 200, body: { message: AUTH_MESSAGES.accountVerified } };
    fireEvent.change(password, { target: { value: 'Str0ng!pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText(AUTH_MESSAGES.accountVerified)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/users/verified').at(-1)?.body).toEqual({
      confirmation_token: 'abc',
      password: 'Str0ng!pass',
    });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    first.unmount();

    answer = { status: 422, body: { error: AUTH_MESSAGES.accountNotVerified } };
    renderApp('/login?confirmation_token=used');
    fireEvent.change(await screen.findByLabelText('Password', { selector: 'input' }), {
      target: { value: 'Str0ng!pass' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText(AUTH_MESSAGES.accountNotVerified)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('shows only the Okta note when the organization forces Okta', async () => {
    serve({}, makeOrganization({ force_okta_sign_in: true, okta_enabled: true }));
    renderApp('/login');
    expect(await screen.findByText(/This organization signs in with Okta/)).toBeTruthy();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it("keeps the admins' break-glass: the password form behind a disclosure, then the mailed one-time password", async () => {
    let answer: { status: number; body: unknown } = {
      status: 403,
      body: { error: AUTH_MESSAGES.forceOkta, code: 'sso_required' },
    };
    serve(
      {
        'POST /api/users/login': () => answer,
        'POST /api/users/mfa_login': { body: { user: makeUser('admin'), token: 't' } },
      },
      makeOrganization({ force_okta_sign_in: true, okta_enabled: true }),
    );
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Administrator? Sign in with your password' }));
    expect(screen.getByRole('heading', { name: 'Administrator sign-in' })).toBeTruthy();
    await signIn();
    // Not an admin (or a wrong password): the server's words.
    expect(await screen.findByText(AUTH_MESSAGES.forceOkta)).toBeTruthy();

    answer = { status: 200, body: { mfa_required: true, user_id: 7 } };
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    fireEvent.change(await screen.findByLabelText('One-time password', { selector: 'input' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(location()).toMatch(/^\/events(\/upcoming)?$/));
  });
});
