import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';

/**
 * The results of a survey read in SQL (issue 16): the Summary's counts as aggregates, the responses a page at a time.
 * Nothing here loads every response.
 */

export interface ResponseRecord {
  response_id: number;
  /** The respondent number: the response's place in the order. */
  number: number;
  created_at: Date | string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  question_id: number | null;
  option_id: number | null;
  value: number | null;
  text: string | null;
}

/**
 * The order of the responses, respondent 1 first: oldest first, or for an anonymous survey an order unrelated to
 * time (a pre-event answer is also the guest's RSVP, whose time the guest list shows, so it would tell who answered).
 */
const responseOrder = (identify: boolean) => (identify ? sql`r.created_at, r.id` : sql`md5(r.id::text), r.id`);

/** What the Summary counts, in one statement: responders, answers per question, choices per option or NPS value. */
export interface ResultCounts {
  responders: number;
  answered: { question_id: number; count: number }[];
  choices: { question_id: number; option_id: number | null; value: number | null; count: number }[];
}

export async function resultCounts(db: Executor, organizationId: number, surveyId: number): Promise<ResultCounts> {
  const answers = sql`survey_answers a join survey_questions q
      on q.organization_id = a.organization_id and q.id = a.survey_question_id
    where a.organization_id = ${organizationId} and q.survey_id = ${surveyId}`;
  const result = await db.execute(sql`select
    (select count(*)::int from survey_responses r
      where r.organization_id = ${organizationId} and r.survey_id = ${surveyId}) as responders,
    (select coalesce(json_agg(json_build_object('question_id', c.question_id, 'count', c.count)), '[]'::json)
      from (select a.survey_question_id as question_id, count(distinct a.survey_response_id)::int as count
        from ${answers} and (a.survey_option_id is not null or a.value is not null or btrim(coalesce(a.text, '')) <> '')
        group by a.survey_question_id) c) as answered,
    (select coalesce(json_agg(json_build_object('question_id', c.question_id, 'option_id', c.option_id,
        'value', c.value, 'count', c.count)), '[]'::json)
      from (select a.survey_question_id as question_id, a.survey_option_id as option_id, a.value,
          count(distinct a.survey_response_id)::int as count
        from ${answers} and (a.survey_option_id is not null or a.value is not null)
        group by a.survey_question_id, a.survey_option_id, a.value) c) as choices`);
  const [row] = rowsOf<ResultCounts>(result);
  return { responders: Number(row!.responders), answered: row!.answered, choices: row!.choices };
}

/** The short answers shown by the Summary: per question, the first `limit` in the responses' order. */
export async function shortAnswers(
  db: Executor,
  organizationId: number,
  surveyId: number,
  identify: boolean,
  limit: number,
) {
  const result = await db.execute(sql`
    select s.question_id, s.text from (
      select a.survey_question_id as question_id, a.text,
             row_number() over (partition by a.survey_question_id order by ${responseOrder(identify)}, a.id) as n
        from survey_answers a
        join survey_questions q on q.organization_id = a.organization_id and q.id = a.survey_question_id
        join survey_responses r on r.organization_id = a.organization_id and r.id = a.survey_response_id
       where a.organization_id = ${organizationId} and q.survey_id = ${surveyId} and q.question_type = 'short'
         and btrim(coalesce(a.text, '')) <> '') s
     where s.n <= ${limit}
     order by s.question_id, s.n`);
  return rowsOf<{ question_id: number; text: string }>(result).map((r) => ({
    ...r,
    question_id: Number(r.question_id),
  }));
}

/**
 * One page of a survey's responses with their answers (respondent `offset + 1` first). The respondent's name and email
 * are read only when `identify` (the survey is not anonymous): an anonymous survey's rows never carry them, nor the
 * moment of the answer (only its day, in UTC).
 */
export async function responsesPage(
  db: Executor,
  organizationId: number,
  surveyId: number,
  identify: boolean,
  page: { offset: number; limit: number },
) {
  const who = identify
    ? sql`i.first_name, i.last_name, i.email`
    : sql`null::text as first_name, null::text as last_name, null::text as email`;
  const when = identify ? sql`p.created_at` : sql`date_trunc('day', p.created_at, 'UTC') as created_at`;
  const result = await db.execute(sql`
    with p as (
      select r.id, r.created_at, r.invitee_id, row_number() over (order by ${responseOrder(identify)}) as n
        from survey_responses r
       where r.organization_id = ${organizationId} and r.survey_id = ${surveyId}
       order by ${responseOrder(identify)} limit ${page.limit} offset ${page.offset})
    select p.id as response_id, p.n as number, ${when}, ${who},
           a.survey_question_id as question_id, a.survey_option_id as option_id, a.value, a.text
      from p
      join invitees i on i.organization_id = ${organizationId} and i.id = p.invitee_id
      left join survey_answers a on a.organization_id = ${organizationId} and a.survey_response_id = p.id
     order by p.n, a.id`);
  return rowsOf<ResponseRecord>(result).map((r) => ({
    ...r,
    response_id: Number(r.response_id),
    number: Number(r.number),
    question_id: r.question_id === null ? null : Number(r.question_id),
    option_id: r.option_id === null ? null : Number(r.option_id),
    value: r.value === null ? null : Number(r.value),
  }));
}
