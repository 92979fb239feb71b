import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../test/event-fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import type { SurveyResults } from '../api/survey-models';
import { makeSurvey } from '../test-fixtures';
import { jumpTarget } from './individual-responses';
import { SurveysTab } from './surveys-tab';

afterEach(() => vi.restoreAllMocks());

function results(count: number, anonymous = false): SurveyResults {
  return {
    survey_id: 32,
    style: 'post',
    is_anonymous: anonymous,
    responders_count: count,
    nps: {
      score: 40,
      counts: { promoter: 3, passive: 1, detractor: 1, total: 5 },
      rates: { promoter: 60, passive: 20, detractor: 20 },
    },
    questions: [
      {
        id: 302,
        title: 'What did you enjoy most?',
        question_type: 'multi_select',
        required: false,
        answers_count: 4,
        options: [
          { id: 1, text: 'Talks', count: 3, rate: 75 },
          { id: 2, text: 'Food', count: 1, rate: 25 },
        ],
        short_answers: [],
      },
      {
        id: 303,
        title: 'Anything else?',
        question_type: 'short',
        required: false,
        answers_count: 1,
        options: [],
        short_answers: ['More coffee'],
      },
    ],
    // The server sends the first 10; the rest come from survey_responses.
    individual_responses: responses(count, anonymous).slice(0, 10),
  };
}

const responses = (count: number, anonymous = false) =>
  Array.from({ length: count }, (_, i) => ({
    number: i + 1,
    submitted_at: '2030-06-05T10:00:00.000Z',
    respondent: anonymous ? null : { name: `Guest ${i + 1}`, email: `guest${i + 1}@example.com` },
    answers: [{ question_id: 303, title: 'Anything else?', answer: `Answer ${i + 1}` }],
  }));

/** GET /api/events/12/survey_responses as the server pages it. */
const pages =
  (count: number, anonymous = false) =>
  ({ url }: { url: URL }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    const totalPages = Math.ceil(count / perPage);
    return {
      body: {
        data: responses(count, anonymous).slice((page - 1) * perPage, page * perPage),
        meta: {
          total_pages: totalPages,
          total_count: count,
          next_page: page < totalPages ? page + 1 : null,
          prev_page: page > 1 ? page - 1 : null,
        },
      },
    };
  };

function serve(answer: SurveyResults) {
  return mockFetch({
    'GET /api/events/12/survey_responses': pages(answer.responders_count, answer.is_anonymous),
    'GET /api/events/12/surveys': {
      body: {
        event_id: 12,
        pre_event_survey: null,
        post_event_survey: makeSurvey('post', { responses_count: answer.responders_count }),
      },
    },
    'GET /api/events/12/survey_results': { body: answer },
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'Survey responses' }));

describe('survey results', { timeout: 30_000 }, () => {
  it('shows the NPS, per-option bars and short answers, and only the first 5 of more than 10 responses', async () => {
    const { calls } = serve(results(30));
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    const s = await section();
    expect(await s.findByLabelText('NPS score 40')).toBeTruthy();
    expect(s.getByRole('progressbar', { name: 'Promoters (9–10): 3 (60%)' })).toBeTruthy();
    expect(s.getByRole('progressbar', { name: 'Talks: 3 (75%)' })).toBeTruthy();
    expect(s.getByText('More coffee')).toBeTruthy();
    expect(s.getAllByRole('article')).toHaveLength(5);
    fireEvent.click(s.getByRole('button', { name: 'View all individual responses' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'All individual responses' }));
    // A page of 25 at a time, the next on demand.
    expect(await dialog.findAllByRole('article')).toHaveLength(25);
    fireEvent.click(dialog.getByRole('button', { name: 'Show more responses' }));
    await waitFor(() => expect(dialog.getAllByRole('article')).toHaveLength(30));
    expect(dialog.queryByRole('button', { name: 'Show more responses' })).toBeNull();
    expect(calls.filter((c) => c.path === '/api/events/12/survey_responses')).toHaveLength(2);
  });

  it('shows every response in the summary up to 10, and no names for an anonymous survey', async () => {
    serve(results(10, true));
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    const s = await section();
    await s.findByLabelText('NPS score 40');
    expect(s.getAllByRole('article')).toHaveLength(10);
    expect(s.queryByRole('button', { name: 'View all individual responses' })).toBeNull();
    expect(s.queryByText(/Guest \d/)).toBeNull();
    expect(s.getByText('Respondent 1')).toBeTruthy();
  });

  it('jumps to a respondent number from 2 up to the responder count', async () => {
    serve(results(4));
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    const s = await section();
    fireEvent.click(await s.findByRole('tab', { name: 'Individual' }));
    expect(s.getByText('Respondent 1 of 4')).toBeTruthy();
    expect(await s.findByText('Guest 1 (guest1@example.com)')).toBeTruthy();
    const jump = s.getByRole('textbox', { name: 'Respondent number' });
    fireEvent.change(jump, { target: { value: '5' } });
    expect((s.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(jump, { target: { value: '3' } });
    fireEvent.click(s.getByRole('button', { name: 'Go' }));
    expect(s.getByText('Respondent 3 of 4')).toBeTruthy();
    // Read alone from the server (a page of one).
    expect(await s.findByText('Guest 3 (guest3@example.com)')).toBeTruthy();
  });

  it('accepts 2 to the count as a jump target', () => {
    expect([
      jumpTarget('1', 4),
      jumpTarget('2', 4),
      jumpTarget('4', 4),
      jumpTarget('5', 4),
      jumpTarget('x', 4),
    ]).toEqual([null, 2, 4, null, null]);
  });
});
