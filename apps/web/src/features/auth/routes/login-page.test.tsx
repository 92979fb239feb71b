import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';

function serve(routes: Record<string, Responder>, organization = makeOrganization()) {
  return mockFetch({
    'GET /api/organizations/current': { body: organization },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/users/events': { body: { data: [] } },
    ...routes,
  });
}

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
    let answer: { status: number; body: { error: string } } = {
      status: 403,
      body: { error: AUTH_MESSAGES.unauthorizedAccess },
    };
    serve({ 'POST /api/users/login': () => answer });
    renderApp('/login');
    await signIn();
    expect(await screen.findByText(AUTH_MESSAGES.notAuthorizedForOrganization)).toBeTruthy();

    answer = { status: 401, body: { error: AUTH_MESSAGES.invalidCredentials } };
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(AUTH_MESSAGES.invalidCredentials)).toBeTruthy();
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

  it('verifies the account from the confirmation link', async () => {
    let answer = { status: 200, body: { message: AUTH_MESSAGES.accountVerified } };
    const { calls } = serve({ 'POST /api/users/verified': () => answer });
    const first = renderApp('/login?confirmation_token=abc');
    expect(await screen.findByText(AUTH_MESSAGES.accountVerified)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/users/verified')?.body).toEqual({ confirmation_token: 'abc' });
    await waitFor(() => expect(location()).toBe('/login'));
    first.unmount();

    answer = { status: 422, body: { error: 'nope' } as never };
    renderApp('/login?confirmation_token=used');
    expect(await screen.findByText(AUTH_MESSAGES.accountNotVerified)).toBeTruthy();
  });

  it('shows only the Okta note when the organization forces Okta', async () => {
    serve({}, makeOrganization({ force_okta_sign_in: true, okta_enabled: true }));
    renderApp('/login');
    expect(await screen.findByText(/This organization signs in with Okta/)).toBeTruthy();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });
});
