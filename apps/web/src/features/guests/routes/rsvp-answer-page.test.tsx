import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import type { PublicEvent } from '../../../lib/event/get-public-event';
import { makeGuestEvent } from '../../../test/event-fixtures';
import { makeOrganization } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';

const location = () => screen.getByTestId('location').textContent;
const details = (overrides: Record<string, unknown> = {}) => ({
  body: {
    event: {
      id: 12,
      name: 'Team offsite',
      start_at: '2026-12-01T17:00:00Z',
      ends_at: '2026-12-01T19:00:00Z',
      timezone: 'UTC',
    },
    event_path: '/public/12',
    status: null,
    rsvp_pause_active: false,
    error: null,
    ...overrides,
  },
});

function serve(routes: Record<string, Responder> = {}) {
  const event = makeGuestEvent();
  const publicEvent: PublicEvent = { ...event, hosts: event.hosts.map(({ email: _email, ...host }) => host) };
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization({ display_name: 'Acme Corp' }) },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/events/12/public': { body: { event: publicEvent } },
    'GET /api/invitees/email_rsvp/event': () => details(),
    'POST /api/invitees/email_rsvp': ({ body }) => ({
      body: {
        invitee: { status: (body as { status: string }).status },
        event_path: '/public/12',
        email: 'ada@example.com',
        message: RSVP_MESSAGES.submitted,
      },
    }),
    ...routes,
  });
}

const choice = () => within(screen.getByRole('group', { name: 'Your RSVP' }));

describe('mail RSVP answer page', { timeout: 20_000 }, () => {
  it('records nothing on opening; one click records the chosen answer and opens the event', async () => {
    const { calls } = serve();
    renderApp('/rsvp/answer?token=1.2.abc&status=rsvp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Team offsite' })).toBeTruthy();
    expect(choice().getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(choice().getByRole('button', { name: 'Maybe' }));
    fireEvent.click(screen.getByRole('button', { name: RSVP_MESSAGES.confirmAnswer }));
    expect(await screen.findByText(RSVP_MESSAGES.outcome.maybe_attending)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { token: '1.2.abc', status: 'maybe_attending' },
    ]);
    await waitFor(() => expect(location()).toBe('/public/12'));
  });

  it('shows the outcome in place for an account holder, whose event page needs a session', async () => {
    serve({
      'GET /api/invitees/email_rsvp/event': () => details({ event_path: '/event/12/view' }),
      'POST /api/invitees/email_rsvp': ({ body }) => ({
        body: {
          invitee: { status: (body as { status: string }).status },
          event_path: '/event/12/view',
          email: null,
          message: RSVP_MESSAGES.submitted,
        },
      }),
    });
    renderApp('/rsvp/answer?token=1.2.abc&status=rsvp');
    fireEvent.click(await screen.findByRole('button', { name: RSVP_MESSAGES.confirmAnswer }));
    expect(await screen.findByText(RSVP_MESSAGES.outcome.rsvp)).toBeTruthy();
    expect(location()).toMatch(/^\/rsvp\/answer\?/);
    expect(screen.getByRole('link', { name: 'View event' }).getAttribute('href')).toBe('/event/12/view');
  });

  it('shows why a link cannot answer, by its code, and still leads to the event', async () => {
    serve({ 'GET /api/invitees/email_rsvp/event': () => details({ error: 'link_expired' }) });
    renderApp('/rsvp/answer?token=1.2.abc&status=rsvp');
    expect(await screen.findByText(COMMUNICATION_MESSAGES.linkExpired)).toBeTruthy();
    expect(screen.queryByRole('button', { name: RSVP_MESSAGES.confirmAnswer })).toBeNull();
    expect(screen.getByRole('link', { name: 'View event' }).getAttribute('href')).toBe('/public/12');
  });

  it('says a forged link is not valid', async () => {
    serve({
      'GET /api/invitees/email_rsvp/event': {
        status: 404,
        body: { error: COMMUNICATION_MESSAGES.linkInvalid, code: 'link_invalid' },
      },
    });
    renderApp('/rsvp/answer?token=forged&status=rsvp');
    expect(await screen.findByText(COMMUNICATION_MESSAGES.linkInvalid)).toBeTruthy();
    expect(screen.queryByRole('button', { name: RSVP_MESSAGES.confirmAnswer })).toBeNull();
  });

  it('shows a refusal of the click in our own words, from its code', async () => {
    serve({ 'POST /api/invitees/email_rsvp': { status: 422, body: { error: 'Crafted words', code: 'locked' } } });
    renderApp('/rsvp/answer?token=1.2.abc&status=rsvp');
    fireEvent.click(await screen.findByRole('button', { name: RSVP_MESSAGES.confirmAnswer }));
    expect(await screen.findByText(RSVP_MESSAGES.locked)).toBeTruthy();
    expect(screen.queryByText('Crafted words')).toBeNull();
  });

  it('asks before leaving Yes while RSVPs are paused, and records only once confirmed', async () => {
    const { calls } = serve({
      'GET /api/invitees/email_rsvp/event': () => details({ status: 'rsvp', rsvp_pause_active: true }),
    });
    renderApp('/rsvp/answer?token=1.2.abc&status=not_attending');
    fireEvent.click(await screen.findByRole('button', { name: RSVP_MESSAGES.confirmAnswer }));
    const dialog = await screen.findByRole('dialog', { name: RSVP_MESSAGES.leavePausedTitle });
    expect(within(dialog).getByText(RSVP_MESSAGES.leavePausedBody)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: RSVP_MESSAGES.confirmAnswer }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change to No' }));
    await waitFor(() => expect(location()).toBe('/public/12'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { token: '1.2.abc', status: 'not_attending' },
    ]);
  });

  it('records Yes at once while paused, and any answer when not paused', async () => {
    const { calls } = serve({
      'GET /api/invitees/email_rsvp/event': () => details({ status: 'rsvp', rsvp_pause_active: true }),
    });
    renderApp('/rsvp/answer?token=1.2.abc&status=rsvp');
    fireEvent.click(await screen.findByRole('button', { name: RSVP_MESSAGES.confirmAnswer }));
    await waitFor(() => expect(location()).toBe('/public/12'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
