import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';

const invitationLink = '/sign-up?invitation=tok-1&email=alan%40acme.test&name=Alan%20Mathison%20Turing';

function serve(signUp: Responder) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/users/events': { body: { data: [] } },
    'POST /api/users': signUp,
  });
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

function finishForm() {
  fireEvent.change(input(/^password/i), { target: { value: 'Password1!' } });
  fireEvent.change(input(/^confirm password/i), { target: { value: 'Password1!' } });
  fireEvent.click(screen.getByLabelText(/terms and conditions/i));
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('sign-up from an invitation link', () => {
  it('prefills the form, sends the token and signs the new user in', async () => {
    const user = makeUser('organizer', { first_name: 'Alan', last_name: 'Mathison Turing', email: 'alan@acme.test' });
    const { calls } = serve({ status: 201, body: { user, token: 'session-token' } });
    renderApp(invitationLink);

    expect((await screen.findByLabelText(/^first name/i, { selector: 'input' })) as HTMLInputElement).toBeTruthy();
    expect(input(/^first name/i).value).toBe('Alan');
    expect(input(/^last name/i).value).toBe('Mathison Turing');
    expect(input(/^email/i).value).toBe('alan@acme.test');
    expect(input(/^email/i).readOnly).toBe(true);
    finishForm();

    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/events(\/upcoming)?$/));
    expect(screen.queryByRole('heading', { name: 'Check your email' })).toBeNull();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/users')?.body).toMatchObject({
      first_name: 'Alan',
      last_name: 'Mathison Turing',
      email: 'alan@acme.test',
      invitation_token: 'tok-1',
      organization_id: 1,
    });
  });

  it('says when the invitation is no longer valid', async () => {
    serve({ status: 422, body: { errors: { invitation_token: [AUTH_MESSAGES.invitationInvalid] } } });
    renderApp(invitationLink);
    await screen.findByLabelText(/^first name/i, { selector: 'input' });
    finishForm();
    expect(await screen.findByText(AUTH_MESSAGES.invitationInvalid)).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.invalidCredentials)).toBeNull();
  });

  it('signs up without an invitation as before (no token sent)', async () => {
    const { calls } = serve({ status: 201, body: { message: AUTH_MESSAGES.verificationSent } });
    renderApp('/sign-up');
    await screen.findByLabelText(/^first name/i, { selector: 'input' });
    fireEvent.change(input(/^first name/i), { target: { value: 'Ada' } });
    fireEvent.change(input(/^last name/i), { target: { value: 'Lovelace' } });
    fireEvent.change(input(/^email/i), { target: { value: 'ada@acme.test' } });
    finishForm();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    const body = calls.find((call) => call.path === '/api/users')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('invitation_token');
  });
});
