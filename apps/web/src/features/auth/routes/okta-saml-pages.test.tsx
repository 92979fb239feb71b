import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { serveSignedOut } from '../../../test/signed-out';
import { rememberReturnPath } from '../../../lib/return-path';

const location = () => screen.getByTestId('location').textContent;

/** Where the server's SAML ACS sends the browser (ADR 35): signed in, or refused. */
describe('the /auth/okta/saml pages', () => {
  it('success: finds the session the ACS set and goes on to the remembered page', async () => {
    const { calls } = serveSignedOut({ 'GET /api/users/current': { body: { user: makeUser() } } });
    rememberReturnPath('/groups');
    renderApp('/auth/okta/saml/success');
    await waitFor(() => expect(location()).toBe('/groups'));
    expect(calls.some((c) => c.path === '/api/users/current')).toBe(true);
  });

  it('success: goes on to /events when nothing was remembered', async () => {
    serveSignedOut({ 'GET /api/users/current': { body: { user: makeUser() } } });
    renderApp('/auth/okta/saml/success');
    await waitFor(() => expect(location()).toMatch(/^\/events/));
  });

  it('success without a session shows the spec’s Okta message', async () => {
    serveSignedOut({});
    renderApp('/auth/okta/saml/success');
    expect(await screen.findByText(OKTA_MESSAGES.signInFailed)).toBeTruthy();
    expect(location()).toBe('/auth/okta/saml/success');
  });

  it('error: the spec’s Okta message, a more precise word for a known reason, and the way back', async () => {
    serveSignedOut({});
    renderApp('/auth/okta/saml/error?reason=email_domain_not_allowed');
    expect(await screen.findByText(OKTA_MESSAGES.signInFailed)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.emailDomainNotAllowed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('error: only the spec’s Okta message for any other reason', async () => {
    serveSignedOut({});
    renderApp('/auth/okta/saml/error?reason=constructor');
    expect(await screen.findByText(OKTA_MESSAGES.signInFailed)).toBeTruthy();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([OKTA_MESSAGES.signInFailed]);
  });

  it('a hash-style link reaches the same page', async () => {
    serveSignedOut({});
    const { rewriteHashSamlLink } = await import('../../../lib/hash-saml-link');
    window.history.replaceState(null, '', '/#/auth/okta/saml/error?reason=failed');
    rewriteHashSamlLink();
    renderApp(`${window.location.pathname}${window.location.search}`);
    expect(await screen.findByText(OKTA_MESSAGES.signInFailed)).toBeTruthy();
    expect(location()).toBe('/auth/okta/saml/error?reason=failed');
  });
});
