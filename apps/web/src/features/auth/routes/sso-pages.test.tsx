import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { SSO_STATE_KEY } from '../api/sso';
import { leavePage } from '../components/sso-buttons';

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
const oktaOidc = { okta_enabled: true, okta_type: 'oidc' as const };

describe('the sign-in page’s single sign-on buttons', () => {
  it('offers Google when the server has it, and Okta when the organization set up OIDC', async () => {
    serve({}, makeOrganization({ google_sso: true, ...oktaOidc }));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Okta' })).toBeTruthy();
  });

  it('offers neither when nothing is configured, nor Okta with SAML', async () => {
    serve({}, makeOrganization({ google_sso: false, okta_enabled: true, okta_type: 'saml' }));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Sign in with/ })).toBeNull();
  });

  it('offers only Okta in an organization that forces it', async () => {
    serve({}, makeOrganization({ google_sso: true, force_okta_sign_in: true, ...oktaOidc }));
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in with Okta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).toBeNull();
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
  it('posts the code and state and goes into the app', async () => {
    const { calls } = serve({ 'POST /api/users/google_oauth': { body: { user: makeUser(), token: 't' } } });
    sessionStorage.setItem(SSO_STATE_KEY, 's1');
    renderApp('/auth/google?code=c1&state=s1');
    await waitFor(() => expect(location()).toMatch(/^\/events/));
    expect(calls.find((c) => c.path === '/api/users/google_oauth')?.body).toEqual({
      code: 'c1',
      state: 's1',
      organization_id: 1,
      redirect_uri: `${window.location.origin}/auth/google`,
    });
  });

  it('sends Okta’s issuer along', async () => {
    const { calls } = serve({ 'POST /api/users/okta_oauth': { body: { user: makeUser(), token: 't' } } });
    sessionStorage.setItem(SSO_STATE_KEY, 's2');
    renderApp('/auth/okta?code=c2&state=s2&iss=https://acme.okta.com');
    await waitFor(() => expect(location()).toMatch(/^\/events/));
    expect(calls.find((c) => c.path === '/api/users/okta_oauth')?.body).toMatchObject({
      code: 'c2',
      state: 's2',
      iss: 'https://acme.okta.com',
    });
  });

  it('shows the spec’s Okta message when the server refuses', async () => {
    serve({
      'POST /api/users/okta_oauth': { status: 401, body: { error: 'x', code: 'unauthorized' } },
    });
    sessionStorage.setItem(SSO_STATE_KEY, 's3');
    renderApp('/auth/okta?code=c3&state=s3');
    expect(await screen.findByText(AUTH_MESSAGES.oktaSignInFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('refuses a state this browser did not start, without asking the server', async () => {
    const { calls } = serve({});
    sessionStorage.setItem(SSO_STATE_KEY, 'mine');
    renderApp('/auth/google?code=c4&state=someone-elses');
    expect(await screen.findByText(AUTH_MESSAGES.somethingWentWrong)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/users/google_oauth')).toBe(false);
  });
});
