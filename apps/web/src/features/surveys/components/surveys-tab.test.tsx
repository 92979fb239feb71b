import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SURVEY_MESSAGES } from '@huddle/domain/survey-schemas';
import { makeEvent } from '../../../test/event-fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { makeSurvey } from '../test-fixtures';
import { SurveysTab } from './surveys-tab';

afterEach(() => vi.restoreAllMocks());

function serve(
  surveys: { pre?: ReturnType<typeof makeSurvey> | null; post?: ReturnType<typeof makeSurvey> | null } = {},
) {
  return mockFetch({
    'GET /api/events/12/surveys': {
      body: { event_id: 12, pre_event_survey: surveys.pre ?? null, post_event_survey: surveys.post ?? null },
    },
    'GET /api/events/12/survey_results': {
      body: {
        survey_id: 32,
        style: 'post',
        is_anonymous: false,
        responders_count: 0,
        nps: null,
        questions: [],
        individual_responses: [],
      },
    },
    'GET /api/survey_templates': {
      body: {
        data: [
          {
            id: 5,
            name: 'Dietary needs',
            privacy: 'shared',
            style: 'pre',
            creator_id: 1,
            creator: { full_name: 'Ada Admin' },
            created_at: '2030-01-01T00:00:00.000Z',
            survey_questions: [
              { title: 'Any allergies?', question_type: 'short', required: true, position: 0, survey_options: [] },
            ],
            can_edit: false,
            can_delete: false,
            can_duplicate: true,
          },
        ],
        meta: { total_pages: 1, total_count: 1, next_page: null, prev_page: null },
      },
    },
    'POST /api/events/12/surveys': ({ body }) => ({
      body: {
        event_id: 12,
        pre_event_survey: null,
        post_event_survey: null,
        message: 'Your survey was saved',
        echo: body,
      },
    }),
  });
}

const card = (name: string) => within(screen.getByRole('region', { name }));
const save = (name: string) => fireEvent.click(card(name).getByRole('button', { name: 'Save survey' }));

describe('surveys tab builder', { timeout: 30_000 }, () => {
  it('blocks a save without questions, then lists each question error with the spec words', async () => {
    const { calls } = serve();
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    await screen.findByRole('region', { name: 'Post-event survey' });
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Create' }));
    save('Post-event survey');
    expect(card('Post-event survey').getByRole('alert').textContent).toBe(SURVEY_MESSAGES.noQuestions);

    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Add question' }));
    const q1 = within(card('Post-event survey').getByRole('group', { name: 'Question 1' }));
    fireEvent.mouseDown(q1.getByRole('combobox', { name: 'Question type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Single choice' }));
    save('Post-event survey');
    const alert = card('Post-event survey').getByRole('alert').textContent;
    expect(alert).toBe(
      SURVEY_MESSAGES.solveErrors([
        `Question 1: ${SURVEY_MESSAGES.questionTitleRequired}`,
        `Question 1: ${SURVEY_MESSAGES.optionTitleRequired}`,
      ]),
    );
    expect(q1.getByText(SURVEY_MESSAGES.questionTitleRequired)).toBeTruthy();
    // Removing an option below two gives 'Please add more than 1 option'.
    fireEvent.click(q1.getByRole('button', { name: 'Remove option 2 of question 1' }));
    expect(q1.getByText(SURVEY_MESSAGES.moreThanOneOption)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('offers at most 10 options and NPS only in the post-event survey', async () => {
    serve();
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    await screen.findByRole('region', { name: 'Post-event survey' });
    fireEvent.click(card('Pre-event survey').getByRole('button', { name: 'Create' }));
    expect(card('Pre-event survey').queryByRole('button', { name: 'Add NPS question' })).toBeNull();
    fireEvent.click(card('Pre-event survey').getByRole('button', { name: 'Add question' }));
    const q1 = within(card('Pre-event survey').getByRole('group', { name: 'Question 1' }));
    fireEvent.mouseDown(q1.getByRole('combobox', { name: 'Question type' }));
    const listbox = within(await screen.findByRole('listbox'));
    expect(listbox.queryByRole('option', { name: 'NPS' })).toBeNull();
    fireEvent.click(listbox.getByRole('option', { name: 'Multiple choice' }));
    const add = q1.getByRole('button', { name: 'Add option' });
    for (let i = 0; i < 8; i += 1) fireEvent.click(add);
    expect(q1.getAllByRole('textbox', { name: /^Option \d+$/ })).toHaveLength(10);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the questions with positions, a required flag and the delay', async () => {
    const { calls } = serve();
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    await screen.findByRole('region', { name: 'Post-event survey' });
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Create' }));
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Add question' }));
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Add NPS question' }));
    const q1 = within(card('Post-event survey').getByRole('group', { name: 'Question 1' }));
    fireEvent.change(q1.getByRole('textbox', { name: 'Question title' }), { target: { value: 'Best moment?' } });
    // Keyboard reorder: the NPS question moves up to the first place.
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Move question 2 up' }));
    fireEvent.change(card('Post-event survey').getByRole('textbox', { name: 'Delay' }), { target: { value: '3' } });
    save('Post-event survey');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')!.body as { post_event_survey: Record<string, unknown> };
    expect(body.post_event_survey).toMatchObject({
      delay: '3.hours',
      survey_questions: [
        { question_type: 'nps', position: 0, required: true },
        { title: 'Best moment?', question_type: 'short', position: 1 },
      ],
    });
  });

  it('refuses a second editor while the first has unsaved changes, and asks before discarding', async () => {
    serve({ post: makeSurvey('post') });
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    await screen.findByRole('region', { name: 'Post-event survey' });
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Post-event survey actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    fireEvent.change(card('Post-event survey').getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Changed' },
    });
    fireEvent.click(card('Pre-event survey').getByRole('button', { name: 'Create' }));
    expect((await screen.findAllByText(SURVEY_MESSAGES.saveOrCancelBeforeNew)).length).toBeGreaterThan(0);
    expect(card('Pre-event survey').queryByRole('button', { name: 'Save survey' })).toBeNull();

    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discard changes?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(card('Post-event survey').queryByRole('button', { name: 'Save survey' })).toBeNull());
    fireEvent.click(card('Pre-event survey').getByRole('button', { name: 'Create' }));
    expect(card('Pre-event survey').getByRole('button', { name: 'Save survey' })).toBeTruthy();
  });

  it('deletes a saved survey only after confirming', async () => {
    const { calls } = serve({ pre: makeSurvey('pre') });
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    await screen.findByRole('region', { name: 'Post-event survey' });
    fireEvent.click(card('Pre-event survey').getByRole('button', { name: 'Pre-event survey actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Send survey' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ pre_event_survey: { id: 31, _destroy: true } });
  });

  it('opens the post-event survey editor when the communications history sends here with ?edit=post', async () => {
    serve({ post: makeSurvey('post') });
    renderWithProviders(<SurveysTab event={makeEvent()} />, { route: '/event/12/surveys?edit=post' });
    await screen.findByRole('region', { name: 'Post-event survey' });
    expect(await card('Post-event survey').findByRole('button', { name: 'Save survey' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/event/12/surveys'));
  });

  it('uses a template: its questions are copied without ids and the survey remembers the template', async () => {
    const { calls } = serve({ pre: makeSurvey('pre') });
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    await screen.findByRole('region', { name: 'Post-event survey' });
    fireEvent.click(card('Pre-event survey').getByRole('button', { name: 'Pre-event survey actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    fireEvent.click(card('Pre-event survey').getByRole('button', { name: 'Use template' }));
    const picker = within(await screen.findByRole('dialog', { name: /survey template/ }));
    fireEvent.click(await picker.findByRole('button', { name: /Dietary needs/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const titles = card('Pre-event survey').getAllByRole('textbox', { name: 'Question title' });
    expect(titles.map((t) => (t as HTMLInputElement).value)).toEqual(['Any allergies?']);
    save('Pre-event survey');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'POST')!.body as { pre_event_survey: Record<string, unknown> };
    expect(body.pre_event_survey).toMatchObject({
      id: 31,
      survey_template_id: 5,
      survey_questions: [
        { id: 301, _destroy: true },
        { title: 'Any allergies?', question_type: 'short', required: true, position: 0, _destroy: false },
      ],
    });
    expect((body.pre_event_survey.survey_questions as object[])[1]).not.toHaveProperty('id');
  });

  it('asks to resolve errors before creating the other survey', async () => {
    serve();
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    await screen.findByRole('region', { name: 'Post-event survey' });
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Create' }));
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Add question' }));
    fireEvent.click(card('Pre-event survey').getByRole('button', { name: 'Use template' }));
    expect((await screen.findAllByText(SURVEY_MESSAGES.resolveBeforeNew)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('saving a survey that has responses', { timeout: 30_000 }, () => {
  it('asks before deleting the answers of a removed question', async () => {
    const post = makeSurvey('post', {
      responses_count: 2,
      survey_questions: [
        ...makeSurvey('post').survey_questions,
        {
          id: 302,
          position: 1,
          title: 'Anything else?',
          question_type: 'short',
          required: false,
          autocomplete: null,
          survey_options: [],
        },
      ],
    });
    const { calls } = serve({ post });
    renderWithProviders(<SurveysTab event={makeEvent()} />);
    await screen.findByRole('region', { name: 'Post-event survey' });
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Post-event survey actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    fireEvent.click(card('Post-event survey').getByRole('button', { name: 'Remove question 2' }));
    save('Post-event survey');
    const dialog = await screen.findByRole('dialog', { name: 'Delete answers?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save survey' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
  });
});
