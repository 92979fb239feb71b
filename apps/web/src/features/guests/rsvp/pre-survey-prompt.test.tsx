import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RsvpAnswer } from '@huddle/domain/guest-schemas';
import type { MyInvitee } from '../../../lib/event/event-models';
import { makeGuestEvent, serveEvent } from '../../../test/event-fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { makeOrganization } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const invitee = (status: MyInvitee['status']): MyInvitee => ({
  id: 40,
  status,
  attended: 'not_recorded',
  attendance_type: null,
  rsvp_source: 'event_page',
});

const rsvp: Responder = ({ body }) => {
  const status = (body as { status: RsvpAnswer }).status;
  return {
    body: {
      invitee: invitee(status),
      event: makeGuestEvent({ my_invitee: invitee(status), is_invitee: true }),
      message: 'Your RSVP was submitted!',
    },
  };
};

const surveyState = (state: string): Responder => ({ body: { state } });

async function open(questions: Responder) {
  const mocks = serveEvent(makeGuestEvent(), {
    role: 'user',
    routes: { 'POST /api/events/12/rsvp': rsvp, 'GET /api/events/12/survey_questions': questions },
  });
  renderApp('/event/12/view');
  await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
  return mocks;
}

const yes = () =>
  fireEvent.click(within(screen.getByRole('group', { name: 'Your RSVP' })).getByRole('button', { name: 'Yes' }));

afterEach(() => vi.useRealTimers());

describe('the pre-event survey prompt of the RSVP panel', { timeout: 20_000 }, () => {
  it('links to the pre-event survey after a Yes while it is open for the guest', async () => {
    await open(surveyState('open'));
    expect(screen.queryByRole('link', { name: 'Answer now' })).toBeNull();
    yes();
    const link = await screen.findByRole('link', { name: 'Answer now' });
    expect(link.getAttribute('href')).toBe('/survey/12/pre');
  });

  it('stays away when the guest already answered or the event has no pre-event survey', async () => {
    // The answer's rendering is given its ticks on the fake clock, not a sleep that a busy machine may outrun.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    for (const answer of [surveyState('already_answered'), { status: 404, body: { error: 'Survey not found' } }]) {
      const { calls } = await open(answer);
      yes();
      await waitFor(() => expect(calls.some((c) => c.path === '/api/events/12/survey_questions')).toBe(true));
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.queryByRole('link', { name: 'Answer now' })).toBeNull();
      cleanup();
    }
  });

  it('prompts a visitor too, on the post-rsvp step of the public page after a Yes', async () => {
    mockFetch({
      'GET /api/organizations/current': { body: makeOrganization() },
      'GET /api/feature_flags': { body: { flags: {} } },
      'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
      'GET /api/events/12/public': { body: { event: makeGuestEvent() } },
      'POST /api/invitees/public_rsvp': {
        body: {
          invitee: invitee('rsvp'),
          message: 'Your RSVP was submitted!',
        },
      },
      'GET /api/events/12/survey_questions': surveyState('open'),
    });
    renderApp('/public/12');
    await screen.findByRole('heading', { level: 1, name: 'Team offsite' });
    const form = within(screen.getByRole('form', { name: 'RSVP form' }));
    fireEvent.change(form.getByLabelText('First name', { selector: 'input' }), { target: { value: 'Vera' } });
    fireEvent.change(form.getByLabelText('Last name', { selector: 'input' }), { target: { value: 'Visitor' } });
    fireEvent.change(form.getByLabelText('Email', { selector: 'input' }), { target: { value: 'vera@example.com' } });
    fireEvent.click(within(form.getByRole('group', { name: 'Your RSVP' })).getByRole('button', { name: 'Yes' }));
    fireEvent.click(form.getByRole('button', { name: 'Submit RSVP' }));
    const link = await screen.findByRole('link', { name: 'Answer now' });
    expect(link.getAttribute('href')).toBe('/survey/12/pre');
  });
});
