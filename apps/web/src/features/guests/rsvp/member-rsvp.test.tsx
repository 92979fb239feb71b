import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RSVP_MESSAGES, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { HuddleEvent, MyInvitee } from '../../../lib/event/event-models';
import { makeGuestEvent, serveEvent } from '../../../test/event-fixtures';
import type { Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { EVENT_ENDED_TEXT } from './rsvp-card';

const invitee = (status: MyInvitee['status'], more: Partial<MyInvitee> = {}): MyInvitee => ({
  id: 40,
  status,
  attended: 'not_recorded',
  attendance_type: null,
  rsvp_source: 'event_page',
  ...more,
});

/** POST /api/events/12/rsvp answering with the event as the server would after the answer. */
function answering(base: Partial<HuddleEvent>): Responder {
  return ({ body }) => {
    const status = (body as { status: RsvpAnswer }).status;
    return {
      body: {
        invitee: invitee(status),
        event: makeGuestEvent({ ...base, my_invitee: invitee(status), is_invitee: true }),
        message: RSVP_MESSAGES.submitted,
      },
    };
  };
}

async function openView(overrides: Partial<HuddleEvent> = {}, rsvp: Responder = answering(overrides)) {
  const mocks = serveEvent(makeGuestEvent(overrides), { role: 'user', routes: { 'POST /api/events/12/rsvp': rsvp } });
  renderApp('/event/12/view');
  await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
  return mocks;
}

const answerButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Your RSVP' })).getByRole('button', { name });
const rsvpCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((call) => call.path === '/api/events/12/rsvp').map((call) => call.body);

afterEach(() => vi.useRealTimers());

describe('RSVP card (signed in)', { timeout: 20_000 }, () => {
  it('posts the chosen answer, then shows the outcome and tells the organizer', async () => {
    const { calls } = await openView();
    expect(screen.getByText('Will you attend?')).toBeTruthy();
    fireEvent.click(answerButton('Maybe'));
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.maybe_attending })).toBeTruthy();
    expect(await screen.findByText(RSVP_MESSAGES.notified.maybe_attending)).toBeTruthy();
    expect(rsvpCalls(calls)).toEqual([{ status: 'maybe_attending' }]);
    expect(answerButton('Maybe').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(answerButton('Yes'));
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.rsvp })).toBeTruthy();
    expect(await screen.findByText(RSVP_MESSAGES.notified.rsvp)).toBeTruthy();
    expect(rsvpCalls(calls)).toEqual([{ status: 'maybe_attending' }, { status: 'rsvp' }]);
  });

  it('keeps the answer when the returned event leaves out my_invitee', async () => {
    await openView({}, ({ body }) => {
      const status = (body as { status: RsvpAnswer }).status;
      return { body: { invitee: invitee(status), event: makeGuestEvent(), message: RSVP_MESSAGES.submitted } };
    });
    fireEvent.click(answerButton('No'));
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.not_attending })).toBeTruthy();
    expect(answerButton('No').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the answer already given', async () => {
    await openView({ my_invitee: invitee('not_attending'), is_invitee: true });
    expect(screen.getByRole('heading', { name: RSVP_MESSAGES.outcome.not_attending })).toBeTruthy();
    expect(answerButton('No').getAttribute('aria-pressed')).toBe('true');
    expect(answerButton('Yes').getAttribute('aria-pressed')).toBe('false');
  });

  it('says when the person may not answer', async () => {
    await openView({}, { status: 403, body: { error: 'Forbidden' } });
    fireEvent.click(answerButton('Yes'));
    expect(await screen.findByText(RSVP_MESSAGES.notAllowed)).toBeTruthy();
  });

  it('says the session has expired on a 401, not that the person may not answer', async () => {
    await openView({}, { status: 401, body: { error: 'Unauthorized' } });
    fireEvent.click(answerButton('Maybe'));
    expect(await screen.findByText(AUTH_MESSAGES.sessionExpired)).toBeTruthy();
    expect(screen.queryByText(RSVP_MESSAGES.notAllowed)).toBeNull();
  });

  it('shows field errors as "key: message" joined by commas, and the server words of a 422', async () => {
    let calls = 0;
    await openView({}, () => {
      calls += 1;
      return calls === 1
        ? { status: 422, body: { errors: { status: ['is invalid'], email: ['is taken'] } } }
        : { status: 422, body: { error: RSVP_MESSAGES.paused } };
    });
    fireEvent.click(answerButton('No'));
    expect(await screen.findByText('status: is invalid, email: is taken')).toBeTruthy();
    fireEvent.click(answerButton('No'));
    expect((await screen.findAllByText(RSVP_MESSAGES.paused)).length).toBeGreaterThan(0);
  });

  it('disables every answer while RSVPs are paused for someone who has not answered', async () => {
    const { calls } = await openView({ rsvp_pause_active: true });
    expect(screen.getByText(RSVP_MESSAGES.paused)).toBeTruthy();
    for (const name of ['Yes', 'Maybe', 'No']) expect((answerButton(name) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(answerButton('Yes'));
    expect(rsvpCalls(calls)).toEqual([]);
  });

  it('lets a Yes guest leave Yes while paused, after confirming', async () => {
    const { calls } = await openView({ rsvp_pause_active: true, my_invitee: invitee('rsvp'), is_invitee: true });
    expect((answerButton('No') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(answerButton('No'));
    const dialog = within(await screen.findByRole('dialog', { name: RSVP_MESSAGES.leavePausedTitle }));
    expect(dialog.getByText(RSVP_MESSAGES.leavePausedBody)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rsvpCalls(calls)).toEqual([]);

    fireEvent.click(answerButton('No'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: RSVP_MESSAGES.leavePausedTitle })).getByRole('button', {
        name: 'Change to No',
      }),
    );
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.not_attending })).toBeTruthy();
    expect(rsvpCalls(calls)).toEqual([{ status: 'not_attending' }]);
    // Now frozen: the answer cannot change again while paused.
    expect(await screen.findByText(RSVP_MESSAGES.locked)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your RSVP' })).toBeNull();
  });

  it('tells a Maybe guest that the answer is locked while paused', async () => {
    await openView({ rsvp_pause_active: true, my_invitee: invitee('maybe_attending'), is_invitee: true });
    expect(screen.getByText(RSVP_MESSAGES.locked)).toBeTruthy();
    expect(screen.getByRole('heading', { name: RSVP_MESSAGES.outcome.maybe_attending })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('hides the answers once the event has ended', async () => {
    await openView({ past: true, started: true, my_invitee: invitee('rsvp') });
    expect(screen.getByText(EVENT_ENDED_TEXT)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your RSVP' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'RSVP' })).toBeNull();
  });

  it('offers one RSVP button near the start to a guest not yet Yes', async () => {
    const now = new Date('2030-06-01T09:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const start = new Date(now.getTime() + 30 * 60_000);
    const ends = new Date(start.getTime() + 60 * 60_000);
    const soon = { start: start.toISOString(), ends: ends.toISOString(), my_invitee: invitee('invited') };
    const { calls } = await openView(soon);
    expect(screen.queryByRole('group', { name: 'Your RSVP' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'RSVP' }));
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.rsvp })).toBeTruthy();
    expect(rsvpCalls(calls)).toEqual([{ status: 'rsvp' }]);
    // A Yes guest gets the three answers back (to change their mind).
    expect(await screen.findByRole('group', { name: 'Your RSVP' })).toBeTruthy();
  });
});

describe('attendance card', { timeout: 20_000 }, () => {
  it('shows the attendance the hosts recorded and the Join link while the event is live', async () => {
    await openView({
      started: true,
      my_invitee: invitee('rsvp', { attended: 'yes', attendance_type: 'virtual' }),
      is_invitee: true,
    });
    const card = within(screen.getByRole('heading', { name: 'Attendance' }).closest('section')!);
    expect(card.getByText('Attended')).toBeTruthy();
    expect(card.getByText('Yes')).toBeTruthy();
    expect(card.getByText('Virtual')).toBeTruthy();
    const join = card.getByRole('link', { name: /Join/ });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/offsite');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(card.queryByRole('button')).toBeNull();
  });

  it('says Not recorded without a Join link after the end', async () => {
    await openView({ started: true, past: true, my_invitee: invitee('rsvp'), is_invitee: true });
    const card = within(screen.getByRole('heading', { name: 'Attendance' }).closest('section')!);
    expect(card.getByText('Not recorded')).toBeTruthy();
    expect(card.queryByText('Attendance type')).toBeNull();
    expect(card.queryByRole('link', { name: /Join/ })).toBeNull();
  });
});

describe('RSVP card and the pre-event survey (spec events §4)', { timeout: 20_000 }, () => {
  const question = {
    id: 2,
    position: 0,
    title: 'Which day suits you?',
    question_type: 'single_select' as const,
    required: true,
    autocomplete: null,
    survey_options: [{ id: 21, survey_question_id: 2, text: 'Monday', position: 0 }],
  };
  const preSurvey = (answered: boolean) => ({
    id: 40,
    style: 'pre' as const,
    enabled: true,
    description: '',
    is_anonymous: false,
    display_responders: true,
    delay: null,
    survey_scheduled_time: null,
    survey_template_id: null,
    answered,
    survey_questions: [question],
  });
  const surveyPage = {
    event: {
      id: 12,
      name: 'Team offsite',
      start: '2030-06-03T08:00:00.000Z',
      ends: '2030-06-04T10:30:00.000Z',
      privacy: 'open',
    },
    survey: { id: 40, style: 'pre', description: '', is_anonymous: false, survey_questions: [question] },
    state: 'open',
    submit_label: 'Submit survey',
  };
  async function answerYes(answered: boolean) {
    const event = { ...makeGuestEvent(), pre_event_survey: preSurvey(answered) };
    serveEvent(
      { body: { event } },
      {
        role: 'user',
        routes: {
          'POST /api/events/12/rsvp': answering({}),
          'GET /api/events/12/survey_questions': {
            body: { ...surveyPage, state: answered ? 'already_answered' : 'open' },
          },
        },
      },
    );
    renderApp('/event/12/view');
    await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
    fireEvent.click(answerButton('Yes'));
    expect(await screen.findByText(RSVP_MESSAGES.notified.rsvp)).toBeTruthy();
  }

  it('opens the pre-event survey after a Yes', async () => {
    await answerYes(false);
    expect(await screen.findByRole('button', { name: 'Submit survey' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Your RSVP' })).toBeNull();
  });

  it('stays on the event once the guest has answered it', async () => {
    await answerYes(true);
    expect(await screen.findByRole('heading', { name: RSVP_MESSAGES.outcome.rsvp })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit survey' })).toBeNull();
  });
});
