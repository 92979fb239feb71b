import type { EventPageRecord, EventPageSurveys, EventSurveyRecord } from '@huddle/domain/contracts/events';
import { defaultPostQuestions, delayMs } from '@huddle/domain/survey-schemas';
import { presentSurveyFields } from '../surveys/surveys.port.ts';
import type { EventSurveyRow } from './event-surveys.repository.ts';
import { presentOneEvent, type EventViewer, type LoadedEvents } from './events.presenter.ts';

// The event page's surveys as the page shows them; the statement that reads them is event-surveys.repository.ts.

function presentEventSurvey(row: EventSurveyRow, endsAt: Date): EventSurveyRecord {
  // When a post-event survey goes out: the event's end plus its delay (as the Surveys tab says).
  const due = row.style === 'post' ? new Date(endsAt.getTime() + delayMs(row.delayAmount, row.delayUnit)) : null;
  // The same fields and questions as the Surveys tab presents them.
  const questions = row.questions.map(({ options: _options, ...q }) => ({ ...q, organizationId: 0, surveyId: row.id }));
  const options = row.questions.flatMap((q) =>
    q.options.map((o) => ({ ...o, organizationId: 0, surveyQuestionId: q.id })),
  );
  return { ...presentSurveyFields(row, due, questions, options), answered: row.answered };
}

/** The three survey fields of the event page's record. */
export function presentEventSurveys(rows: EventSurveyRow[], endsAt: Date): EventPageSurveys {
  const of = (style: 'pre' | 'post') => {
    const row = rows.find((s) => s.style === style);
    return row ? presentEventSurvey(row, endsAt) : null;
  };
  const questions = defaultPostQuestions().map((q) => ({
    title: q.title,
    question_type: q.question_type,
    required: q.required,
    position: q.position ?? 0,
    survey_options: [],
  }));
  return {
    pre_event_survey: of('pre'),
    post_event_survey: of('post'),
    default_survey: { style: 'post', survey_questions: questions },
  };
}

/** GET /api/events/{id}: the event with its surveys. */
export function presentEventPage(loaded: LoadedEvents, viewer: EventViewer): EventPageRecord {
  const event = presentOneEvent(loaded, viewer);
  return { ...event, ...presentEventSurveys(loaded.surveys ?? [], new Date(event.ends)) };
}
