import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { inTurn, type Executor } from '../../db/client.ts';
import { surveyTemplates, type TemplateQuestion } from '../../db/schema/surveys.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern } from '../../lib/pagination.ts';

export type TemplateInsert = typeof surveyTemplates.$inferInsert;

/** Shared templates, and the caller's own private ones (spec §2: Private = only me). */
const visibleTo = (organizationId: number, userId: number) =>
  and(
    eq(surveyTemplates.organizationId, organizationId),
    or(eq(surveyTemplates.privacy, 'shared'), eq(surveyTemplates.creatorId, userId)),
  )!;

const columns = {
  template: surveyTemplates,
  creatorName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

export interface TemplateQuery {
  tab: 'all' | 'my';
  search: string;
  style?: 'pre' | 'post' | undefined;
  page: number;
  perPage: number;
}

/** A page of the templates the caller sees, newest first, with its total (spec §2: All / My, search, type). */
export async function listTemplates(db: Executor, organizationId: number, userId: number, q: TemplateQuery) {
  const where = and(
    visibleTo(organizationId, userId),
    q.tab === 'my' ? eq(surveyTemplates.creatorId, userId) : undefined,
    q.search ? ilike(surveyTemplates.name, likePattern(q.search)) : undefined,
    q.style ? eq(surveyTemplates.style, q.style) : undefined,
  );
  const [rows, [total]] = await inTurn([
    db
      .select(columns)
      .from(surveyTemplates)
      .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, surveyTemplates.creatorId)))
      .where(where)
      .orderBy(desc(surveyTemplates.createdAt), desc(surveyTemplates.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ count: count() }).from(surveyTemplates).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/** A template the caller may see, or undefined (another's private one does not exist for them). */
export async function findTemplate(db: Executor, organizationId: number, userId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(surveyTemplates)
    .leftJoin(users, and(eq(users.organizationId, organizationId), eq(users.id, surveyTemplates.creatorId)))
    .where(and(visibleTo(organizationId, userId), eq(surveyTemplates.id, id)));
  return row;
}
export type TemplateWithCreator = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

export async function insertTemplate(
  db: Executor,
  organizationId: number,
  values: Omit<TemplateInsert, 'organizationId'> & { questions: TemplateQuestion[] },
) {
  const [row] = await db
    .insert(surveyTemplates)
    .values({ ...values, organizationId })
    .returning({ id: surveyTemplates.id });
  return row!.id;
}

export async function updateTemplate(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<TemplateInsert>,
) {
  await db
    .update(surveyTemplates)
    .set(values)
    .where(and(eq(surveyTemplates.organizationId, organizationId), eq(surveyTemplates.id, id)));
}

export async function deleteTemplate(db: Executor, organizationId: number, id: number) {
  await db
    .delete(surveyTemplates)
    .where(and(eq(surveyTemplates.organizationId, organizationId), eq(surveyTemplates.id, id)));
}
