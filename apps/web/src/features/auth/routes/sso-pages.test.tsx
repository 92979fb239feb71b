import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { serveSignedOut } from '../../../test/signed-out';
import { SSO_STATE_KEY } from '../api/sso';
import { leavePage } from '../components/sso-buttons';

const serve = serveSignedOut;

const location = () => screen.getByTestId('location').textContent;
const oktaOidc = { okta_enabled: true, okta_type: 'oidc' as const };

describe('the sign-in page’s single sign-on buttons', () => {
  it('offers Google when the server has it, and Okta when the organization set up OIDC', async () => {
    serve({}, makeOrganization({ google_sso: true, ...oktaOidc }));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Okta' })).toBeTruthy();
  });

  it('offers neither when nothing is configured', async () => {
    serve({}, makeOrganization({ google_sso: false, okta_enabled: false, okta_type: 'saml' }));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('offers Okta set up with SAML, alone when Okta is forced', async () => {
    serve({}, makeOrganization({ google_sso: true, force_okta_sign_in: true, okta_enabled: true, okta_type: 'saml' }));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Okta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
  });

  it('offers only Okta in an organization that forces it, to sign in and to sign up', async () => {
    serve({}, makeOrganization({ google_sso: true, force_okta_sign_in: true, ...oktaOidc }));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Okta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();

    renderApp('/sign-up');
    expect(await screen.findByRole('button', { name: 'Sign up with Okta' })).toBeTruthy();
  });

  it('offers signing up with Google: the first sign-in creates the account', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const { calls } = serve(
      { 'POST /api/users/sso_start': { body: { url: 'https://idp.test/auth?state=s2', state: 's2' } } },
      makeOrganization({ google_sso: true }),
    );
    renderApp('/sign-up');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://idp.test/auth?state=s2'));
    expect(calls.find((c) => c.path === '/api/users/sso_start')?.body).toEqual({ provider: 'google' });
    leave.mockRestore();
  });

  it('shows no single sign-on on the sign-up page of an organization without it', async () => {
    serve({}, makeOrganization({ google_sso: false }));
    renderApp('/sign-up');
    await screen.findByRole('button', { name: 'Create account' });
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sign up with/ })).toBeNull();
  });

  it('starts the sign-in, keeps the state, and leaves for the identity provider', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const { calls } = serve(
      { 'POST /api/users/sso_start': { body: { url: 'https://idp.test/auth?state=s1', state: 's1' } } },
      makeOrganization({ google_sso: true }),
    );
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://idp.test/auth?state=s1'));
    expect(calls.find((c) => c.path === '/api/users/sso_start')?.body).toEqual({ provider: 'google' });
    expect(sessionStorage.getItem(SSO_STATE_KEY)).toBe('s1');
    leave.mockRestore();
  });
});

describe('the /auth/google and /auth/okta return pages', () => {
  it.each([
    ['google', '?code=c1&state=s1', { code: 'c1', state: 's1' }],
    // Okta's issuer goes along.
    ['okta', '?code=c2&state=s1&iss=https://acme.okta.com', { code: 'c2', state: 's1', iss: 'https://acme.okta.com' }],
  ])('/auth/%s posts what came back and goes into the app', async (provider, query, sent) => {
    const { calls } = serve({ [`POST /api/users/${provider}_oauth`]: { body: { user: makeUser(), token: 't' } } });
    sessionStorage.setItem(SSO_STATE_KEY, 's1');
    renderApp(`/auth/${provider}${query}`);
    await waitFor(() => expect(location()).toMatch(/^\/events/));
    expect(calls.find((c) => c.path === `/api/users/${provider}_oauth`)?.body).toEqual({
      ...sent,
      organization_id: 1,
      redirect_uri: `${window.location.origin}/auth/${provider}`,
    });
  });

  it('shows the spec’s Okta message when the server refuses', async () => {
    serve({
      'POST /api/users/okta_oauth': { status: 401, body: { error: 'x', code: 'unauthorized' } },
    });
    sessionStorage.setItem(SSO_STATE_KEY, 's3');
    renderApp('/auth/okta?code=c3&state=s3');
    expect(await screen.findByText(OKTA_MESSAGES.signInFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('refuses a state this browser did not start, without asking the server', async () => {
    const { calls } = serve({});
    sessionStorage.setItem(SSO_STATE_KEY, 'mine');
    renderApp('/auth/google?code=c4&state=someone-elses');
    expect(await screen.findByText(AUTH_MESSAGES.somethingWentWrong)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/users/google_oauth')).toBe(false);
  });

  it('says that cookies are off when a Google sign-in fails in a browser without them', async () => {
    serve({ 'POST /api/users/google_oauth': { status: 401, body: { error: 'x', code: 'unauthorized' } } });
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    sessionStorage.setItem(SSO_STATE_KEY, 's5');
    renderApp('/auth/google?code=c5&state=s5');
    expect(await screen.findByText(AUTH_MESSAGES.googleCookiesDisabled)).toBeTruthy();
    vi.restoreAllMocks();
  });
});
