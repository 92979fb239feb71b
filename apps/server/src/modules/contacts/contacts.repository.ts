import { and, asc, count, desc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@huddle/domain/roles';
import { rowsOf, type Executor } from '../../db/client.ts';
import { peopleFrom, peoplePage } from '../../db/people-search.ts';
import { allOwned } from '../../db/references.ts';
import { eventHosts } from '../../db/schema/events.ts';
import { groupMemberships } from '../../db/schema/groups.ts';
import { contactListMembers } from '../../db/schema/guests.ts';
import { offices } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';

export type ContactSortField = 'full_name' | 'email' | 'created_at' | 'office';

export interface ContactQuery {
  page: number;
  perPage: number;
  search?: string | undefined;
  sort: { field: ContactSortField; direction: 'asc' | 'desc' };
  filters: { officeIds: number[]; roles: Role[]; listIds: number[] };
  filterType: 'any' | 'all';
  /** Lists the caller may see: a list filter only counts those. */
  visibleListIds?: number[] | undefined;
}

/** Contacts are the organization's employees who are not deactivated (ADR 7). */
export const isContact = (organizationId: number) =>
  and(eq(users.organizationId, organizationId), ne(users.status, 'deactivated'))!;

/** Someone who has signed up (a password or a confirmed address) keeps their account out of the contacts screens. */
export const hasAccount = sql<boolean>`(${users.passwordHash} is not null or ${users.confirmedAt} is not null)`;
/** Hosts an event or leads a group: deleting them would take them off those silently. */
const leads = sql<boolean>`(exists (select 1 from ${eventHosts} h where h.user_id = ${users.id})
  or exists (select 1 from ${groupMemberships} g where g.user_id = ${users.id} and g.role = 'admin'))`;

const fullName = sql`lower(trim(${users.firstName} || ' ' || ${users.lastName}))`;
const sortColumns: Record<ContactSortField, SQL | typeof users.email> = {
  full_name: fullName,
  email: users.email,
  created_at: sql`${users.createdAt}`,
  office: sql`lower(${offices.name})`,
};

export const contactColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  officeId: users.officeId,
  officeName: offices.name,
  role: users.role,
  hasAccount,
  leads,
  createdAt: users.createdAt,
};
export interface ContactRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  officeId: number | null;
  officeName: string | null;
  role: Role;
  hasAccount: boolean;
  leads: boolean;
  createdAt: Date;
}

function filterCondition(q: ContactQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.filters.officeIds.length) parts.push(inArray(users.officeId, q.filters.officeIds));
  if (q.filters.roles.length) parts.push(inArray(users.role, q.filters.roles));
  const listIds = q.filters.listIds.filter((id) => q.visibleListIds?.includes(id) ?? true);
  if (q.filters.listIds.length) {
    parts.push(
      listIds.length
        ? exists(
            sql`(select 1 from ${contactListMembers} m where m.user_id = ${users.id} and m.list_id in (${sql.join(
              listIds.map((id) => sql`${id}`),
              sql`, `,
            )}))`,
          )
        : sql`false`,
    );
  }
  if (parts.length === 0) return undefined;
  return q.filterType === 'all' ? and(...parts) : or(...parts);
}

export async function listContacts(db: Executor, organizationId: number, q: ContactQuery, extra?: SQL) {
  const conditions = [isContact(organizationId)];
  if (extra) conditions.push(extra);
  const filter = filterCondition(q);
  if (filter) conditions.push(filter);
  const pattern = q.search ? likePattern(q.search) : null;
  const dir = q.sort.direction === 'desc' ? desc : asc;
  const where = and(...conditions);
  const [counted] = await db.select({ count: count() }).from(peopleFrom(pattern)).where(where);
  const total = counted?.count ?? 0;
  const offset = offsetOf({ page: q.page, per_page: q.perPage });
  if (offset >= total) return { rows: [], total };
  const source = peoplePage(pattern, total, offset + q.perPage);
  const rows = await db
    .select(contactColumns)
    .from(source.from)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(and(where, source.match))
    .orderBy(dir(sortColumns[q.sort.field]), asc(users.email), asc(users.id))
    .limit(q.perPage)
    .offset(offset);
  return { rows: rows as ContactRow[], total };
}

export async function findContact(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select(contactColumns)
    .from(users)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(and(isContact(organizationId), eq(users.id, id)));
  return row as ContactRow | undefined;
}

export async function findContacts(db: Executor, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(contactColumns)
    .from(users)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(and(isContact(organizationId), inArray(users.id, ids)));
  return rows as ContactRow[];
}

/** Any row with this email, deactivated ones too: the email is unique per organization. */
export async function emailOwner(db: Executor, organizationId: number, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row?.id ?? null;
}

export async function insertContact(
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

/** Whether the office is one of the organization's (a contact's office_id). */
export const officeOwned = (db: Executor, organizationId: number, officeId: number) =>
  allOwned(db, offices, organizationId, [officeId]);

export async function updateContact(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<Pick<typeof users.$inferInsert, 'email' | 'firstName' | 'lastName' | 'officeId'>>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, id)));
}

export async function deleteContacts(db: Executor, organizationId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(users)
    .where(and(isContact(organizationId), inArray(users.id, ids), sql`not ${hasAccount}`, sql`not ${leads}`))
    .returning({ id: users.id });
  return rows.length;
}

export interface NewContact {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

/**
 * One statement for a whole batch (unnest): new emails become contacts, known ones are left alone. Answers the ids
 * of every email of the batch (new and known, deactivated people excluded) and how many were created.
 */
export async function upsertContacts(tx: Executor, organizationId: number, rows: NewContact[], timezone: string) {
  if (rows.length === 0) return { ids: [] as number[], created: 0 };
  const batch = JSON.stringify(
    rows.map((r) => ({ email: r.email, first_name: r.firstName, last_name: r.lastName, role: r.role })),
  );
  const inserted = await tx.execute(sql`
    insert into users (organization_id, email, first_name, last_name, role, status, timezone, contact_only)
    select ${organizationId}, v.email, v.first_name, v.last_name, v.role, 'active', ${timezone}, true
    from jsonb_to_recordset(${batch}::jsonb) as v(email text, first_name text, last_name text, role text)
    on conflict (organization_id, lower(email)) do nothing
    returning id`);
  const ids = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isContact(organizationId),
        sql`lower(${users.email}) in (select lower(v.email) from jsonb_to_recordset(${batch}::jsonb) as v(email text))`,
      ),
    );
  return { ids: ids.map((r) => r.id), created: rowsOf<{ id: number }>(inserted).length };
}
