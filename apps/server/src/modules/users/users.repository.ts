import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiledSelect } from '../../db/compiled-query.ts';
import { peopleFrom, peoplePage } from '../../db/people-search.ts';
import { eventHosts, events } from '../../db/schema/events.ts';
import { integrationConnections } from '../../db/schema/integrations.ts';
import { offices, organizations } from '../../db/schema/organizations.ts';
import { invitationMappings, sessions, userTokens, users } from '../../db/schema/users.ts';
import { likePattern, offsetOf, type PageQuery } from '../../lib/pagination.ts';

export type UserRow = typeof users.$inferSelect;
export type UserWithOffice = UserRow & {
  officeName: string | null;
  eventsHostedCount?: number;
  hasGoogleAdminAuth?: boolean;
};

/** A user's columns with their office's name and their hosted events (users.cross-tenant.ts reads them too). */
export const withOffice = {
  ...getTableColumns(users),
  officeName: offices.name,
  // Published events only: drafts are not "hosted" yet.
  eventsHostedCount: sql<number>`(select count(*)::int from ${eventHosts} h join ${events} e on e.id = h.event_id
    where h.organization_id = ${users.organizationId} and h.user_id = ${users.id} and e.published)`,
  // Their own working grant of Google's directory scope (ADR 36).
  hasGoogleAdminAuth: sql<boolean>`exists (select 1 from ${integrationConnections} c
    where c.organization_id = ${users.organizationId} and c.user_id = ${users.id} and c.provider = 'google_admin'
      and c.status = 'connected')`,
};

function selectWithOffice(db: Executor) {
  return db.select(withOffice).from(users).leftJoin(offices, eq(offices.id, users.officeId));
}

export async function findUserById(db: Executor, organizationId: number, id: number) {
  const [row] = await selectWithOffice(db).where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
  return (row as UserWithOffice | undefined) ?? null;
}

/**
 * The caller's own record and the address of their pending email change, in one statement (issue 14: the current
 * user is one round trip besides who is calling). The token is the auth module's; only its new address is read.
 */
const selfQuery = compiledSelect<UserWithOffice & { pendingEmail: string | null }, SelfParams>((db) =>
  db
    .select({
      ...withOffice,
      pendingEmail: sql<string | null>`(select t.payload ->> 'email' from ${userTokens} t
        where t.organization_id = ${users.organizationId} and t.user_id = ${users.id} and t.purpose = 'change_email'
          and t.used_at is null and t.expires_at > ${sql.placeholder('now')}::timestamptz order by t.id desc limit 1)`,
    })
    .from(users)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(and(eq(users.organizationId, sql.placeholder('organizationId')), eq(users.id, sql.placeholder('id')))),
);
type SelfParams = { organizationId: number; id: number; now: string };

export async function findSelf(db: Executor, organizationId: number, id: number, now: Date) {
  const [row] = await selfQuery(db, { organizationId, id, now: now.toISOString() });
  return row ?? null;
}

export async function findUserByEmail(db: Executor, organizationId: number, email: string) {
  const [row] = await selectWithOffice(db).where(
    and(eq(users.organizationId, organizationId), eq(sql`lower(${users.email})`, email.toLowerCase())),
  );
  return (row as UserWithOffice | undefined) ?? null;
}

export async function insertUser(
  db: Executor,
  organizationId: number,
  values: Omit<typeof users.$inferInsert, 'organizationId'>,
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, organizationId })
    .returning({ id: users.id });
  return row!.id;
}

export async function updateUser(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
}

export async function listUsers(
  db: Executor,
  organizationId: number,
  query: PageQuery & {
    search?: string | undefined;
    status?: UserRow['status'] | undefined;
    roles?: readonly UserRow['role'][] | undefined;
  },
) {
  const conditions: SQL[] = [eq(users.organizationId, organizationId)];
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.roles) conditions.push(inArray(users.role, [...query.roles]));
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(...conditions);
  const [counted] = await db.select({ value: count() }).from(peopleFrom(pattern)).where(where);
  const total = counted?.value ?? 0;
  const offset = offsetOf(query);
  if (offset >= total) return { rows: [], total };
  const source = peoplePage(pattern, total, offset + query.per_page);
  const rows = await db
    .select(withOffice)
    .from(source.from)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(and(where, source.match))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(query.per_page)
    .offset(offset);
  return { rows: rows as UserWithOffice[], total };
}

const invitationFor = (organizationId: number, email: string) =>
  and(
    eq(invitationMappings.organizationId, organizationId),
    eq(sql`lower(${invitationMappings.invitedUserEmail})`, email.toLowerCase()),
  );

export async function findInvitation(db: Executor, organizationId: number, email: string) {
  const [row] = await db.select().from(invitationMappings).where(invitationFor(organizationId, email));
  return row ?? null;
}

export async function acceptInvitation(db: Executor, organizationId: number, email: string) {
  await db
    .update(invitationMappings)
    .set({ acceptedAt: sql`now()` })
    .where(invitationFor(organizationId, email));
}

/** The onboarding code works once: the first admin's sign-up burns it. */
export async function clearOnboardCode(db: Executor, organizationId: number) {
  await db.update(organizations).set({ onboardCodeHash: null }).where(eq(organizations.id, organizationId));
}

/** A deactivated user is signed out everywhere at once. */
export async function deleteSessionsOf(db: Executor, organizationId: number, userId: number) {
  await db.delete(sessions).where(and(eq(sessions.organizationId, organizationId), eq(sessions.userId, userId)));
}

/** Users of the organization with these (lower-cased) emails, for an import: email → id and whether they have signed up. */
export async function findIdsByEmails(db: Executor, organizationId: number, emails: string[]) {
  const found = new Map<string, { id: number; status: UserRow['status'] }>();
  for (let i = 0; i < emails.length; i += IMPORT_BATCH) {
    const rows = await db
      .select({ id: users.id, email: users.email, status: users.status })
      .from(users)
      .where(
        and(
          eq(users.organizationId, organizationId),
          inArray(sql`lower(${users.email})`, emails.slice(i, i + IMPORT_BATCH)),
        ),
      );
    for (const r of rows) found.set(r.email.toLowerCase(), { id: r.id, status: r.status });
  }
  return found;
}

export const IMPORT_BATCH = 500;

export async function insertUsers(
  db: Executor,
  organizationId: number,
  rows: Omit<typeof users.$inferInsert, 'organizationId'>[],
) {
  for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
    await db.insert(users).values(rows.slice(i, i + IMPORT_BATCH).map((row) => ({ ...row, organizationId })));
  }
}

export interface EmployeeUpdate {
  id: number;
  first_name: string | null;
  last_name: string | null;
  office_id: number | null;
  role: string | null;
  status: string | null;
  birthday: string | null;
  start_date: string | null;
  ethnicity: string | null;
  gender: string | null;
}

/**
 * One statement per batch: a null (or blank name) keeps what the user already has. An admin's upload vouches for the
 * people it names, so a contact among them may now become an account (issue 31).
 */
export async function updateEmployees(db: Executor, organizationId: number, rows: EmployeeUpdate[]) {
  for (let i = 0; i < rows.length; i += IMPORT_BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + IMPORT_BATCH));
    await db.execute(sql`
      UPDATE users AS u SET
        first_name = coalesce(nullif(v.first_name, ''), u.first_name),
        last_name = coalesce(nullif(v.last_name, ''), u.last_name),
        office_id = coalesce(v.office_id, u.office_id),
        role = coalesce(v.role, u.role),
        status = coalesce(v.status, u.status),
        birthday = coalesce(v.birthday, u.birthday),
        start_date = coalesce(v.start_date, u.start_date),
        ethnicity = coalesce(v.ethnicity, u.ethnicity),
        gender = coalesce(v.gender, u.gender),
        contact_only = false,
        updated_at = now()
      FROM jsonb_to_recordset(${batch}::jsonb) AS v(
        id int, first_name text, last_name text, office_id int, role text, status text,
        birthday date, start_date date, ethnicity text, gender text)
      WHERE u.organization_id = ${organizationId} AND u.id = v.id`);
  }
}

export async function deleteSessionsOfMany(db: Executor, organizationId: number, userIds: number[]) {
  for (let i = 0; i < userIds.length; i += IMPORT_BATCH) {
    await db
      .delete(sessions)
      .where(
        and(eq(sessions.organizationId, organizationId), inArray(sessions.userId, userIds.slice(i, i + IMPORT_BATCH))),
      );
  }
}
