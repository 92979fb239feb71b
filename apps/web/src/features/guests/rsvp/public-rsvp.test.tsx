import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import type { HuddleEvent } from '../../../lib/event/event-models';
import type { PublicEvent } from '../../../lib/event/get-public-event';
import { makeGuestEvent } from '../../../test/event-fixtures';
import { makeOrganization } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { EVENT_ENDED_TEXT } from './rsvp-card';

function publicEvent(overrides: Partial<HuddleEvent> = {}): PublicEvent {
  const event = makeGuestEvent(overrides);
  return { ...event, hosts: event.hosts.map(({ email: _email, ...host }) => host) };
}

const saved: Responder = ({ body }) => ({
  body: {
    invitee: {
      id: 7,
      status: (body as { status: string }).status,
      attended: 'not_recorded',
      attendance_type: null,
      rsvp_source: 'event_page',
    },
    message: RSVP_MESSAGES.submitted,
  },
});

async function openPublic(
  overrides: Partial<HuddleEvent> = {},
  routes: Record<string, Responder> = {},
  path = '/public/12',
) {
  const mocks = mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/events/12/public': { body: { event: publicEvent(overrides) } },
    'POST /api/invitees/public_rsvp': saved,
    ...routes,
  });
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
  return mocks;
}

const form = () => within(screen.getByRole('form', { name: 'RSVP form' }));
const fill = (label: string, value: string) =>
  fireEvent.change(form().getByLabelText(label, { selector: 'input' }), { target: { value } });
const answer = (name: string) => within(form().getByRole('group', { name: 'Your RSVP' })).getByRole('button', { name });
const rsvpBodies = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/invitees/public_rsvp').map((call) => call.body);

function fillIn() {
  fill('First name', ' Ada ');
  fill('Last name', 'Lovelace');
  fill('Email', 'Ada@Example.com');
}

describe('public RSVP', { timeout: 20_000 }, () => {
  it('asks for first name, last name, a valid email and an answer', async () => {
    const { calls } = await openPublic();
    fireEvent.click(form().getByRole('button', { name: 'Submit RSVP' }));
    expect(await form().findByText(RSVP_MESSAGES.firstNameRequired)).toBeTruthy();
    expect(form().getByText(RSVP_MESSAGES.lastNameRequired)).toBeTruthy();
    expect(form().getByText(RSVP_MESSAGES.emailRequired)).toBeTruthy();
    expect(form().getByText(RSVP_MESSAGES.answerRequired)).toBeTruthy();
    fill('Email', 'not-an-email');
    fireEvent.click(form().getByRole('button', { name: 'Submit RSVP' }));
    expect(await form().findByText(RSVP_MESSAGES.emailInvalid)).toBeTruthy();
    expect(rsvpBodies(calls)).toEqual([]);
  });

  it('sends the answer and ends on the post-rsvp step, from which the answer can change', async () => {
    const { calls } = await openPublic();
    fillIn();
    fireEvent.click(answer('Yes'));
    fireEvent.click(form().getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.rsvp })).toBeTruthy();
    expect(await screen.findByText(RSVP_MESSAGES.submitted)).toBeTruthy();
    expect(rsvpBodies(calls)).toEqual([
      { event_id: 12, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', status: 'rsvp' },
    ]);
    const step = within(document.querySelector<HTMLElement>('[data-step="post-rsvp"]')!);
    expect(step.getByRole('button', { name: 'Add to calendar' })).toBeTruthy();

    fireEvent.click(step.getByRole('button', { name: 'Change my answer' }));
    expect((form().getByLabelText('Email', { selector: 'input' }) as HTMLInputElement).value).toBe('ada@example.com');
    expect(answer('Yes').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(answer('No'));
    fireEvent.click(form().getByRole('button', { name: 'Submit RSVP' }));
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.not_attending })).toBeTruthy();
    expect(rsvpBodies(calls)).toHaveLength(2);
  });

  it('says when the email is not allowed to answer', async () => {
    await openPublic({}, { 'POST /api/invitees/public_rsvp': { status: 401, body: { error: 'Unauthorized' } } });
    fillIn();
    fireEvent.click(answer('Maybe'));
    fireEvent.click(form().getByRole('button', { name: 'Submit RSVP' }));
    expect(await form().findByText(RSVP_MESSAGES.notAllowed)).toBeTruthy();
  });

  it('says to check the email when the address needs proof (no word on who has an account), with a way to sign in', async () => {
    await openPublic(
      {},
      {
        'POST /api/invitees/public_rsvp': {
          status: 202,
          body: { invitee: null, proof_required: true, message: RSVP_MESSAGES.proofRequired },
        },
      },
    );
    fillIn();
    fireEvent.click(answer('Yes'));
    fireEvent.click(form().getByRole('button', { name: 'Submit RSVP' }));
    expect(await form().findByText(RSVP_MESSAGES.proofRequired)).toBeTruthy();
    expect(form().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    // Nothing was recorded: no outcome, the form stays.
    expect(screen.queryByText(RSVP_MESSAGES.outcome.rsvp)).toBeNull();
    expect(form().getByRole('button', { name: 'Submit RSVP' })).toBeTruthy();
  });

  it('finds an earlier answer from the email, or says there is none', async () => {
    let found = false;
    const { calls } = await openPublic(
      {},
      {
        'GET /api/invitees/public_lookup': () =>
          found
            ? { body: { invitee: { status: 'maybe_attending' } } }
            : { status: 404, body: { error: RSVP_MESSAGES.noRsvpForEmail } },
      },
    );
    fireEvent.click(form().getByRole('button', { name: 'Find my RSVP' }));
    expect(await form().findByText(RSVP_MESSAGES.emailRequired)).toBeTruthy();
    fill('Email', 'ada@example.com');
    fireEvent.click(form().getByRole('button', { name: 'Find my RSVP' }));
    expect(await form().findByText(RSVP_MESSAGES.noRsvpForEmail)).toBeTruthy();
    found = true;
    fireEvent.click(form().getByRole('button', { name: 'Find my RSVP' }));
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.maybe_attending })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/invitees/public_lookup')).toHaveLength(2);
  });

  it('hides the form once the event has ended', async () => {
    await openPublic({ past: true, started: true });
    expect(screen.getByText(EVENT_ENDED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'RSVP form' })).toBeNull();
  });

  it('while paused, refuses a new Yes and confirms leaving Yes', async () => {
    const { calls } = await openPublic({ rsvp_pause_active: true });
    expect(screen.getByText(RSVP_MESSAGES.paused)).toBeTruthy();
    expect((answer('Yes') as HTMLButtonElement).disabled).toBe(true);
    fillIn();
    fireEvent.click(answer('No'));
    fireEvent.click(form().getByRole('button', { name: 'Submit RSVP' }));
    const dialog = within(await screen.findByRole('dialog', { name: RSVP_MESSAGES.leavePausedTitle }));
    fireEvent.click(dialog.getByRole('button', { name: 'Change to No' }));
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.not_attending })).toBeTruthy();
    await waitFor(() => expect(rsvpBodies(calls)).toHaveLength(1));
    expect(screen.getByText(RSVP_MESSAGES.locked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change my answer' })).toBeNull();
  });

  it('opens on the outcome of an answer given with a mail button, and shows a refused link', async () => {
    await openPublic({}, {}, '/public/12?rsvp_outcome=maybe_attending&email=ada%40example.com');
    expect(await screen.findByText(RSVP_MESSAGES.outcome.maybe_attending)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /change my answer/i }));
    expect((form().getByLabelText('Email', { selector: 'input' }) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('shows why a mail link could not record the answer', async () => {
    await openPublic({}, {}, '/public/12?rsvp_error=link_expired');
    expect(await screen.findByText(COMMUNICATION_MESSAGES.linkExpired)).toBeTruthy();
    expect(form().getByRole('button', { name: 'Submit RSVP' })).toBeTruthy();
  });

  it('shows nothing for an unknown error code (a crafted link cannot write on the page)', async () => {
    await openPublic({}, {}, '/public/12?rsvp_error=Your%20account%20is%20locked');
    expect(screen.queryByText('Your account is locked')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
