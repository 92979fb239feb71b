import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SURVEY_MESSAGES } from '@huddle/domain/survey-schemas';
import { makeOrganization, makeUser } from '../../../test/fixtures';
import { mockFetch, type Responder } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/render';
import { ORGANIZATION_EMAIL_HINT } from '../components/survey-answer-form';
import { makeSurveyPage } from '../test-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function serve(page: Responder, { signedIn = false, submit }: { signedIn?: boolean; submit?: Responder } = {}) {
  return mockFetch({
    'GET /api/organizations/current': { body: makeOrganization() },
    'GET /api/feature_flags': { body: { flags: {} } },
    'GET /api/users/current': signedIn
      ? { body: { user: makeUser('user') } }
      : { status: 401, body: { error: 'Unauthorized' } },
    'GET /api/events/12/survey_questions': page,
    'POST /api/events/12/survey_questions': submit ?? {
      body: { message: SURVEY_MESSAGES.submitted, state: 'submitted', rsvp_message: null },
    },
  });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('survey answering page', { timeout: 30_000 }, () => {
  it('keeps Send feedback disabled until every required answer is given, then thanks', async () => {
    const { calls } = serve({ body: makeSurveyPage('post') }, { signedIn: true });
    renderApp('/survey/12/post?token=abc');
    await screen.findByRole('heading', { name: 'Team offsite' });
    expect(button('Send feedback').disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '9 (Likely)' }));
    expect(button('Send feedback').disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Friday' }));
    expect(button('Send feedback').disabled).toBe(false);
    fireEvent.click(button('Send feedback'));
    expect(await screen.findByText(SURVEY_MESSAGES.thankYou)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      event: {
        style: 'post',
        token: 'abc',
        responses: [
          { question_id: 1, value: 9 },
          { question_id: 2, option_ids: [22] },
        ],
      },
    });
  });

  it("asks a visitor of an open event's pre-event survey for a valid email before Submit survey", async () => {
    serve({ body: makeSurveyPage('pre') });
    renderApp('/survey/12/pre');
    await screen.findByRole('heading', { name: 'Team offsite' });
    fireEvent.click(screen.getByRole('radio', { name: 'Monday' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Vera' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Visitor' } });
    const email = screen.getByRole('textbox', { name: 'Email' });
    fireEvent.change(email, { target: { value: 'vera@' } });
    fireEvent.blur(email);
    expect(screen.getByText('Incorrect email format')).toBeTruthy();
    expect(button('Submit survey').disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'vera@example.com' } });
    expect(button('Submit survey').disabled).toBe(false);
  });

  it('shows the already-submitted and unavailable states', async () => {
    serve({ body: makeSurveyPage('post', { state: 'already_answered' }) }, { signedIn: true });
    renderApp('/survey/12/post');
    expect(await screen.findByText(SURVEY_MESSAGES.alreadySubmitted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it("shows the server's field errors as 'key: message' and a 409 as already submitted", async () => {
    let answer = 0;
    serve(
      { body: makeSurveyPage('post') },
      {
        signedIn: true,
        submit: () =>
          (answer += 1) === 1
            ? { status: 422, body: { errors: { question_2: [SURVEY_MESSAGES.requiredAnswer] } } }
            : { status: 409, body: { error: SURVEY_MESSAGES.alreadySubmitted } },
      },
    );
    renderApp('/survey/12/post');
    await screen.findByRole('heading', { name: 'Team offsite' });
    fireEvent.click(screen.getByRole('button', { name: '10 (Very likely)' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Monday' }));
    fireEvent.click(button('Send feedback'));
    expect(await screen.findByText(`question_2: ${SURVEY_MESSAGES.requiredAnswer}`)).toBeTruthy();
    fireEvent.click(button('Send feedback'));
    expect(await screen.findByText(SURVEY_MESSAGES.alreadySubmitted)).toBeTruthy();
  });

  it('sends a visitor of an invite-only event to sign in and remembers the page', async () => {
    serve({ status: 401, body: { error: SURVEY_MESSAGES.signInRequired } });
    renderApp('/survey/12/pre');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(sessionStorage.getItem('huddle.returnPath')).toBe('/survey/12/pre');
  });

  it("says so when a visitor's known address needs proof first (202), and asks for an email with an email input", async () => {
    const page = makeSurveyPage('pre');
    page.survey.survey_questions.push({
      id: 4,
      position: 3,
      title: 'Your work email',
      question_type: 'short',
      required: false,
      autocomplete: 'email',
      survey_options: [],
    });
    serve(
      { body: page },
      { submit: { status: 202, body: { proof_required: true, message: 'Check your inbox to confirm.' } } },
    );
    renderApp('/survey/12/pre');
    await screen.findByRole('heading', { name: 'Team offsite' });
    expect(screen.getByLabelText(/Your work email/).getAttribute('type')).toBe('email');
    fireEvent.click(screen.getByRole('radio', { name: 'Monday' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Vera' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Visitor' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'vera@example.com' } });
    fireEvent.click(button('Submit survey'));
    expect(await screen.findByText('Check your inbox to confirm.')).toBeTruthy();
    expect(screen.queryByText(SURVEY_MESSAGES.thankYou)).toBeNull();
  });
});

describe('survey answering page loader (spec §9)', { timeout: 30_000 }, () => {
  it('shows its loader only once the survey has taken 1200 ms to load', async () => {
    const { fetchMock } = serve({ body: makeSurveyPage('post') }, { signedIn: true });
    const answer = fetchMock.getMockImplementation()!;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('survey_questions')) await gate;
      return answer(input, init);
    });
    // The loader's delay runs on the fake clock: the test moves it on instead of sleeping.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const started = Date.now();
    renderApp('/survey/12/post?token=abc');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByLabelText('Loading the survey')).toBeTruthy();
    expect(screen.queryByTestId('survey-loader')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(700));
    await screen.findByTestId('survey-loader');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1150);
    release();
    expect(await screen.findByRole('heading', { name: 'Team offsite' })).toBeTruthy();
    expect(screen.queryByTestId('survey-loader')).toBeNull();
  });
});

describe('survey answering page for a visitor of an organization event (spec §4)', { timeout: 30_000 }, () => {
  it('asks for an email of the organization, and says when the one given does not give access', async () => {
    const page = makeSurveyPage('pre');
    const { calls } = serve(
      { body: { ...page, event: { ...page.event, privacy: 'organization' } } },
      { submit: { status: 403, body: { error: SURVEY_MESSAGES.unavailable } } },
    );
    renderApp('/survey/12/pre');
    await screen.findByRole('heading', { name: 'Team offsite' });
    expect(screen.getByText(ORGANIZATION_EMAIL_HINT)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Monday' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Oda' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), { target: { value: 'Out' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'oda@elsewhere.test' } });
    fireEvent.click(button('Submit survey'));
    expect(await screen.findByText(SURVEY_MESSAGES.unavailable)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ event: { style: 'pre', email: 'oda@elsewhere.test', first_name: 'Oda' } });
  });
});
