import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';

/**
 * A survey's questions and options written a statement per kind of change, however many there are (issue 16): the
 * deletions, the updates (one UPDATE … FROM (VALUES …)) and the inserts (one multi-row INSERT) of the questions, then
 * the same of the options.
 */

type QuestionType = 'nps' | 'short' | 'single_select' | 'multi_select';
export interface QuestionFields {
  title: string;
  questionType: QuestionType;
  required: boolean;
  position: number;
}
export interface OptionFields {
  text: string;
  position: number;
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

export async function deleteQuestions(db: Executor, organizationId: number, surveyId: number, ids: number[]) {
  if (ids.length === 0) return;
  await db.execute(sql`delete from survey_questions where organization_id = ${organizationId}
    and survey_id = ${surveyId} and id = any(${sql.param(ids)}::int[])`);
}

/** Updates the survey's questions named by id; answers the ids it found (a missing one is not the survey's). */
export async function updateQuestions(
  db: Executor,
  organizationId: number,
  surveyId: number,
  rows: (QuestionFields & { id: number })[],
) {
  if (rows.length === 0) return [];
  const result = await db.execute(sql`update survey_questions q
       set title = v.title, question_type = v.question_type, required = v.required, position = v.position
      from (values ${values(
        rows.map(
          (r) =>
            sql`(${r.id}::int, ${r.title}::text, ${r.questionType}::text, ${r.required}::boolean, ${r.position}::int)`,
        ),
      )}) as v(id, title, question_type, required, position)
     where q.organization_id = ${organizationId} and q.survey_id = ${surveyId} and q.id = v.id
    returning q.id`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Inserts the questions in one statement; answers their ids in the order given. */
export async function insertQuestions(db: Executor, organizationId: number, surveyId: number, rows: QuestionFields[]) {
  if (rows.length === 0) return [];
  // `ord` carries each row's place: the ids come back matched to it, whatever order RETURNING gives them in.
  const result = await db.execute(sql`with v (ord, title, question_type, required, position) as (values ${values(
    rows.map(
      (r, i) => sql`(${i}::int, ${r.title}::text, ${r.questionType}::text, ${r.required}::boolean, ${r.position}::int)`,
    ),
  )}),
    inserted as (
      insert into survey_questions (organization_id, survey_id, title, question_type, required, position)
      select ${organizationId}::int, ${surveyId}::int, v.title, v.question_type, v.required, v.position
        from v order by v.ord
      returning id)
    select id from inserted order by id`);
  // Identity values are handed out in the order the rows are inserted (the SELECT's ORDER BY).
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

/** Deletes the options named, or every option of `allOf` (questions that became NPS or short answers). */
export async function deleteOptions(
  db: Executor,
  organizationId: number,
  rows: { questionId: number; id: number }[],
  allOf: number[],
) {
  if (rows.length === 0 && allOf.length === 0) return;
  const named = rows.length
    ? sql`(survey_question_id, id) in (${values(rows.map((r) => sql`(${r.questionId}::int, ${r.id}::int)`))})`
    : sql`false`;
  await db.execute(sql`delete from survey_options where organization_id = ${organizationId}
    and (${named} or survey_question_id = any(${sql.param(allOf)}::int[]))`);
}

/** Updates the options named by (question, id); answers how many it found. */
export async function updateOptions(
  db: Executor,
  organizationId: number,
  rows: (OptionFields & { questionId: number; id: number })[],
) {
  if (rows.length === 0) return 0;
  const result = await db.execute(sql`update survey_options o set text = v.text, position = v.position
      from (values ${values(
        rows.map((r) => sql`(${r.questionId}::int, ${r.id}::int, ${r.text}::text, ${r.position}::int)`),
      )}) as v(question_id, id, text, position)
     where o.organization_id = ${organizationId} and o.survey_question_id = v.question_id and o.id = v.id
    returning o.id`);
  return rowsOf(result).length;
}

export async function insertOptions(
  db: Executor,
  organizationId: number,
  rows: (OptionFields & { questionId: number })[],
) {
  if (rows.length === 0) return;
  await db.execute(sql`insert into survey_options (organization_id, survey_question_id, text, position)
    values ${values(rows.map((r) => sql`(${organizationId}::int, ${r.questionId}::int, ${r.text}::text, ${r.position}::int)`))}`);
}
