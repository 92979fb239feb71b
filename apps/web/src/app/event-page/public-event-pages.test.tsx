import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '../../lib/event/get-public-event';
import { makeGuestEvent } from '../../test/event-fixtures';
import { makeOrganization, makeUser } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render';

const location = () => screen.getByTestId('location').textContent;

function publicEvent(): PublicEvent {
  const event = makeGuestEvent();
  return { ...event, hosts: event.hosts.map(({ email: _email, ...host }) => host) };
}

function serve({ signedIn, event }: { signedIn: boolean; event: PublicEvent | null }) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization({ display_name: 'Acme Corp' }) },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': signedIn
      ? { body: { user: makeUser('user') } }
      : { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/events/12': { body: { event: makeGuestEvent() } },
    'GET /api/events/12/public': event ? { body: { event } } : { status: 404, body: { error: 'Event not found' } },
  });
}

describe('public event page', { timeout: 20_000 }, () => {
  it('shows an open event under the organization brand, with the public RSVP form', async () => {
    serve({ signedIn: false, event: publicEvent() });
    renderApp('/public/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team offsite' })).toBeTruthy();
    expect(screen.getByText('Acme Corp')).toBeTruthy();
    expect(screen.getByText('1 day 2 hours 30 minutes')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'RSVP form' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy event link' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go back' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(location()).toBe('/public/12');
    await waitFor(() => expect(document.title).toBe('Team offsite · Huddle'));
  });

  it('sends a signed-in visitor to the event view', async () => {
    const { calls } = serve({ signedIn: true, event: publicEvent() });
    renderApp('/public/12');
    await waitFor(() => expect(location()).toBe('/event/12/view'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team offsite' })).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/events/12/public')).toBe(false);
  });

  it('sends the visitor to /login when the event cannot be fetched, and back to it after signing in', async () => {
    serve({ signedIn: false, event: null });
    renderApp('/public/12');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(sessionStorage.getItem('huddle.returnPath')).toBe('/event/12/view');
  });
});
