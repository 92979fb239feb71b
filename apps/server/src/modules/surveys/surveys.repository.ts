import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { surveyAnswers, surveyOptions, surveyQuestions, surveyResponses, surveys } from '../../db/schema/surveys.ts';

export type SurveyRow = typeof surveys.$inferSelect;
export type SurveyInsert = typeof surveys.$inferInsert;
export type QuestionRow = typeof surveyQuestions.$inferSelect;
export type OptionRow = typeof surveyOptions.$inferSelect;
export type SurveyStyle = SurveyRow['style'];

/** The surveys of an event (at most a pre and a post). */
export async function surveysOfEvent(db: Executor, organizationId: number, eventId: number) {
  return db
    .select()
    .from(surveys)
    .where(and(eq(surveys.organizationId, organizationId), eq(surveys.eventId, eventId)));
}

export async function findSurvey(db: Executor, organizationId: number, eventId: number, style: SurveyStyle) {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.organizationId, organizationId), eq(surveys.eventId, eventId), eq(surveys.style, style)));
  return row ?? null;
}

/** The styles of the event's surveys that hold these questions (a submission names its survey by them). */
export async function stylesOfQuestions(db: Executor, organizationId: number, eventId: number, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ style: surveys.style })
    .from(surveyQuestions)
    .innerJoin(
      surveys,
      and(eq(surveys.organizationId, surveyQuestions.organizationId), eq(surveys.id, surveyQuestions.surveyId)),
    )
    .where(
      and(
        eq(surveyQuestions.organizationId, organizationId),
        eq(surveys.eventId, eventId),
        inArray(surveyQuestions.id, questionIds),
      ),
    );
  return rows.map((r) => r.style);
}

export async function insertSurvey(db: Executor, organizationId: number, values: Omit<SurveyInsert, 'organizationId'>) {
  const [row] = await db
    .insert(surveys)
    .values({ ...values, organizationId })
    .returning();
  return row!;
}

export async function updateSurvey(db: Executor, organizationId: number, id: number, values: Partial<SurveyInsert>) {
  const [row] = await db
    .update(surveys)
    .set(values)
    .where(and(eq(surveys.organizationId, organizationId), eq(surveys.id, id)))
    .returning();
  return row!;
}

/** Deletes a survey with its questions, options and responses (cascade). */
export async function deleteSurvey(db: Executor, organizationId: number, id: number) {
  await db.delete(surveys).where(and(eq(surveys.organizationId, organizationId), eq(surveys.id, id)));
}

/** The questions of some surveys in order, and their options in order: two statements whatever the count. */
export async function questionsOf(db: Executor, organizationId: number, surveyIds: number[]) {
  if (surveyIds.length === 0) return { questions: [] as QuestionRow[], options: [] as OptionRow[] };
  const questions = await db
    .select()
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.organizationId, organizationId), inArray(surveyQuestions.surveyId, surveyIds)))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  const ids = questions.map((q) => q.id);
  const options = ids.length
    ? await db
        .select()
        .from(surveyOptions)
        .where(and(eq(surveyOptions.organizationId, organizationId), inArray(surveyOptions.surveyQuestionId, ids)))
        .orderBy(asc(surveyOptions.position), asc(surveyOptions.id))
    : [];
  return { questions, options };
}

/** How many guests answered each survey. */
export async function responseCounts(db: Executor, organizationId: number, surveyIds: number[]) {
  if (surveyIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ surveyId: surveyResponses.surveyId, n: sql<number>`count(*)::int` })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.organizationId, organizationId), inArray(surveyResponses.surveyId, surveyIds)))
    .groupBy(surveyResponses.surveyId);
  return new Map(rows.map((r) => [r.surveyId, Number(r.n)]));
}

export async function responseOf(db: Executor, organizationId: number, surveyId: number, inviteeId: number) {
  const [row] = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.organizationId, organizationId),
        eq(surveyResponses.surveyId, surveyId),
        eq(surveyResponses.inviteeId, inviteeId),
      ),
    );
  return row ?? null;
}

/**
 * A guest's response with its answers. The unique key decides a race: the second insert finds the first and
 * returns null (one response per guest).
 */
export async function insertResponse(
  db: Executor,
  organizationId: number,
  response: { surveyId: number; inviteeId: number; userId: number | null; createdAt: Date },
  answers: { questionId: number; optionId?: number | null; value?: number | null; text?: string | null }[],
) {
  const [row] = await db
    .insert(surveyResponses)
    .values({ ...response, organizationId })
    .onConflictDoNothing()
    .returning({ id: surveyResponses.id });
  if (!row) return null;
  if (answers.length) {
    await db.insert(surveyAnswers).values(
      answers.map((a) => ({
        organizationId,
        surveyResponseId: row.id,
        surveyQuestionId: a.questionId,
        surveyOptionId: a.optionId ?? null,
        value: a.value ?? null,
        text: a.text ?? null,
      })),
    );
  }
  return row;
}

export interface GuestRow {
  id: number;
  event_id: number;
  user_id: number | null;
  email: string;
  status: string;
  proof_version: number;
}

/** The survey's view of a guest: the signed-in person's row on the event (by account, else by address). */
export async function guestOfUser(db: Executor, organizationId: number, eventId: number, userId: number) {
  const result = await db.execute(sql`
    select i.id, i.event_id, i.user_id, i.email, i.status, i.proof_version
      from invitees i
     where i.organization_id = ${organizationId} and i.event_id = ${eventId}
       and (i.user_id = ${userId} or i.email_key = (select lower(email) from users
                                                        where organization_id = ${organizationId} and id = ${userId}))
     order by (i.user_id = ${userId}) desc nulls last limit 1`);
  return rowsOf<GuestRow>(result)[0] ?? null;
}

/** A guest named by a mailed link or a guest cookie. */
export async function guestById(db: Executor, organizationId: number, id: number) {
  const result = await db.execute(sql`
    select i.id, i.event_id, i.user_id, i.email, i.status, i.proof_version
      from invitees i where i.organization_id = ${organizationId} and i.id = ${id}`);
  return rowsOf<GuestRow>(result)[0] ?? null;
}

/**
 * Whether `email`'s domain is one of the organization's email extensions (spec §4: a visitor answers an organization
 * event's survey with such an address). Read here, in the request's transaction, rather than through the
 * organizations service, whose handle is the pool's.
 */
export async function emailDomainAllowed(db: Executor, organizationId: number, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const result = await db.execute(sql`
    select 1 from email_extensions x where x.organization_id = ${organizationId} and lower(x.domain) = ${domain}`);
  return rowsOf(result).length > 0;
}
