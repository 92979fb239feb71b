import type { Survey, SurveyPage } from './api/survey-models';

/** A saved survey as GET /api/events/{id}/surveys presents it (docs/api-surveys.md). */
export function makeSurvey(style: 'pre' | 'post', more: Partial<Survey> = {}): Survey {
  return {
    id: style === 'pre' ? 31 : 32,
    style,
    enabled: true,
    description: '',
    is_anonymous: false,
    display_responders: true,
    delay: style === 'post' ? '2.hours' : null,
    survey_scheduled_time: null,
    survey_template_id: null,
    survey_questions: [
      {
        id: 301,
        position: 0,
        title: 'What did you enjoy most?',
        question_type: 'short',
        required: false,
        autocomplete: null,
        survey_options: [],
      },
    ],
    responses_count: 0,
    can_send: style === 'post',
    ...more,
  };
}

/** The answering page's GET: an NPS (required), a single choice (required) and a short answer. */
export function makeSurveyPage(style: 'pre' | 'post', more: Partial<SurveyPage> = {}): SurveyPage {
  return {
    event: {
      id: 12,
      name: 'Team offsite',
      start: '2030-06-03T08:00:00.000Z',
      ends: '2030-06-04T10:30:00.000Z',
      privacy: 'open',
    },
    survey: {
      id: 40,
      style,
      description: 'Tell us how it went.',
      is_anonymous: false,
      survey_questions: [
        ...(style === 'post'
          ? [
              {
                id: 1,
                position: 0,
                title: 'How likely are you to recommend this event?',
                question_type: 'nps' as const,
                required: true,
                autocomplete: null,
                survey_options: [],
              },
            ]
          : []),
        {
          id: 2,
          position: 1,
          title: 'Which day suits you?',
          question_type: 'single_select',
          required: true,
          autocomplete: null,
          survey_options: [
            { id: 21, survey_question_id: 2, text: 'Monday', position: 0 },
            { id: 22, survey_question_id: 2, text: 'Friday', position: 1 },
          ],
        },
        {
          id: 3,
          position: 2,
          title: 'Anything else?',
          question_type: 'short',
          required: false,
          autocomplete: null,
          survey_options: [],
        },
      ],
    },
    state: 'open',
    submit_label: style === 'pre' ? 'Submit survey' : 'Send feedback',
    ...more,
  };
}
