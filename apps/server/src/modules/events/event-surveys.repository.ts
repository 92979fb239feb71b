import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { guestRowsOf } from './events.sql.ts';

/**
 * The event page's surveys (spec events §3 pre_event_survey, post_event_survey, default_survey): read in the event
 * page's one statement (events.repository eventPageQuery), never by the lists, which stay as light as they were.
 */
export interface EventSurveyRow {
  id: number;
  style: 'pre' | 'post';
  enabled: boolean;
  description: string;
  isAnonymous: boolean;
  delayAmount: number;
  delayUnit: 'minute' | 'hour' | 'day';
  surveyTemplateId: number | null;
  /** Whether the reader's guest row has answered it. */
  answered: boolean;
  questions: {
    id: number;
    position: number;
    title: string;
    questionType: 'nps' | 'short' | 'single_select' | 'multi_select';
    required: boolean;
    options: { id: number; text: string; position: number }[];
  }[];
}

/** The surveys of the event `eventId` (an outer `events.id`) as one JSON array, with whether `userId` answered. */
export const eventSurveysColumn = (organizationId: Placeholder, eventId: SQL, userId: Placeholder) =>
  sql<EventSurveyRow[]>`(select coalesce(json_agg(json_build_object('id', s.id, 'style', s.style,
      'enabled', s.enabled, 'description', s.description, 'isAnonymous', s.is_anonymous,
      'delayAmount', s.delay_amount, 'delayUnit', s.delay_unit, 'surveyTemplateId', s.survey_template_id,
      'answered', exists(select 1 from survey_responses r where r.organization_id = s.organization_id
        and r.survey_id = s.id and r.invitee_id in (select i.id from ${guestRowsOf(
          organizationId,
          userId,
          sql`i.event_id = ${eventId}`,
        )} i)),
      'questions', (select coalesce(json_agg(json_build_object('id', q.id, 'position', q.position, 'title', q.title,
          'questionType', q.question_type, 'required', q.required,
          'options', (select coalesce(json_agg(json_build_object('id', o.id, 'text', o.text, 'position', o.position)
              order by o.position, o.id), '[]'::json)
            from survey_options o where o.organization_id = q.organization_id and o.survey_question_id = q.id))
          order by q.position, q.id), '[]'::json)
        from survey_questions q where q.organization_id = s.organization_id and q.survey_id = s.id))
    order by s.style), '[]'::json)
    from surveys s where s.organization_id = ${organizationId} and s.event_id = ${eventId})`;
