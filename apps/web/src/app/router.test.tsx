import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '@huddle/domain/analytics';
import { NOT_FOUND_TEXT } from '@huddle/domain/messages';
import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import type { User } from '../lib/api-types';
import { makeEvent } from '../test/event-fixtures';
import { makeOrganization, makeUser } from '../test/fixtures';
import { mockFetch, type Responder } from '../test/mock-fetch';
import { renderApp } from '../test/render';

function serve(user: User | null, routes: Record<string, Responder> = {}) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': user ? { body: { user } } : { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/users/events': { body: { data: [] } },
    ...routes,
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('public routes of spec §2.1', () => {
  it.each([
    ['/auth/okta/saml/error?reason=failed', OKTA_MESSAGES.signInFailed],
    ['/auth/outlook?code=c1', /^Connecting an Outlook calendar arrives with the integrations feature/],
    ['/wait-for-token', /^Waiting for a token from the window that opened this page/],
    ['/zoom/callback?code=c1', /^Connecting a Zoom account arrives with the integrations feature/],
  ])('%s is a public page that needs no sign-in', async (path, text) => {
    serve(null);
    renderApp(path);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    await waitFor(() => expect(location()).toBe(path));
    expect(sessionStorage.getItem('huddle.returnPath')).toBeNull();
  });

  it('serves event/{id}/pdf before the signed-in event page, for a signed-in user too', async () => {
    serve(makeUser('organizer'), {
      'GET /api/events/12/pdf_data': { status: 401, body: { error: ANALYTICS_MESSAGES.tokenInvalid } },
    });
    renderApp('/event/12/pdf?token=t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event analytics PDF' })).toBeTruthy();
    expect(await screen.findByText(ANALYTICS_MESSAGES.tokenInvalid)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    await waitFor(() => expect(location()).toBe('/event/12/pdf?token=t1'));
  });
});

describe('event routes of spec §2.2', () => {
  it.each(['/event/new/anything-else', '/event/new', '/event/new/pdf', '/event/new/a/b/c'])(
    '%s shows the not-found page',
    async (path) => {
      serve(makeUser('organizer'));
      renderApp(path);
      expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Event' })).toBeNull();
      expect(location()).toBe(path);
    },
  );

  it.each([
    ['/event/new/create', 'New event'],
    ['/event/12/create', 'Draft event'],
  ])('%s still opens its page', async (path, heading) => {
    serve(makeUser('organizer'));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(location()).toBe(path);
  });

  it('/event/12/details opens the manager area of a published event the user hosts', async () => {
    serve(makeUser('organizer'), { 'GET /api/events/12': { body: { event: makeEvent({ name: 'Team offsite' }) } } });
    renderApp('/event/12/details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team offsite' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Details', selected: true })).toBeTruthy();
    expect(location()).toBe('/event/12/details');
  });
});
