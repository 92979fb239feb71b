import { and, asc, eq, exists, ilike, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiledSelects } from '../../db/compiled-query.ts';
import { allOwned } from '../../db/references.ts';
import { groupMemberships, groupOffices, groups } from '../../db/schema/groups.ts';
import { groupTypes, offices } from '../../db/schema/organizations.ts';
import { slackChannels } from '../../db/schema/slack.ts';
import { users } from '../../db/schema/users.ts';
import { activeUser as active, type MemberRole } from './group-members.repository.ts';
import { likePattern } from '../../lib/pagination.ts';

export type GroupRow = typeof groups.$inferSelect;

/** Deactivated people keep their membership rows but count, list and administer nothing. */

/** A group with its type, member count and the viewer's membership, in one row. */
const groupFields = (viewerId: number | Placeholder) => ({
  group: groups,
  groupTypeName: groupTypes.name,
  membersCount: sql<number>`(select count(*)::int from ${groupMemberships} m
    join ${users} u on u.id = m.user_id and u.status <> 'deactivated' where m.group_id = ${groups.id})`,
  viewerRole: sql<MemberRole | null>`(select m.role from ${groupMemberships} m
    where m.group_id = ${groups.id} and m.user_id = ${viewerId})`,
  // The group's budget currency (issue 18, group_budgets); null when it has none (read as USD).
  currencyDetails: sql<{ code: string; symbol: string; name: string } | null>`(select json_build_object('code',
    c.code, 'symbol', c.symbol, 'name', c.name) from group_budgets b join currencies c on c.id = b.currency_id
    where b.organization_id = ${groups.organizationId} and b.group_id = ${groups.id})`,
  // The Slack channel the group follows (ADR 33: slack_channels.synced_group_id), null for a manual group.
  syncedChannel: sql<{ id: number; slackId: string; name: string; private: boolean } | null>`(select
    json_build_object('id', c.id, 'slackId', c.slack_id, 'name', c.name, 'private', c.private)
    from ${slackChannels} c where c.organization_id = ${groups.organizationId} and c.synced_group_id = ${groups.id})`,
});

function selectGroups(db: Executor, viewerId: number | Placeholder) {
  return db.select(groupFields(viewerId)).from(groups).leftJoin(groupTypes, eq(groupTypes.id, groups.groupTypeId));
}
export type GroupView = Awaited<ReturnType<ReturnType<typeof selectGroups>['execute']>>[number];

const isMemberOf = (userId: number | Placeholder) =>
  exists(sql`(select 1 from ${groupMemberships} m where m.group_id = ${groups.id} and m.user_id = ${userId})`);

export interface GroupFilters {
  tab: 'active' | 'my';
  officeId?: number | undefined;
  groupTypeId?: number | undefined;
  search?: string | undefined;
}

/** Each group's offices, by name, as JSON: the list reads them in its own statement. */
const officesOfGroup = sql<{ id: number; name: string }[]>`(select coalesce(json_agg(json_build_object('id', o.id,
    'name', o.name) order by o.name), '[]'::json) from ${groupOffices} l
  join ${offices} o on o.organization_id = l.organization_id and o.id = l.office_id
  where l.organization_id = ${groups.organizationId} and l.group_id = ${groups.id})`;

type ListShape = {
  tab: GroupFilters['tab'];
  isAdmin: boolean;
  officeId: boolean;
  groupTypeId: boolean;
  search: boolean;
};

/**
 * Spec platform §2.8, §6: every visible group at once (no paging), with its offices; private ones only for members
 * and admins. One statement for each tab, viewer kind and set of filters, built once each (issue 14).
 */
const listQuery = compiledSelects<
  GroupView & { offices: { id: number; name: string }[] },
  {
    organizationId: number;
    viewerId: number;
    officeId: number | null;
    groupTypeId: number | null;
    search: string | null;
  },
  ListShape
>(
  (shape) => Object.values(shape).map(String).join(' '),
  (db, shape) => {
    const viewerId = sql.placeholder('viewerId');
    const conditions: SQL[] = [eq(groups.organizationId, sql.placeholder('organizationId')), isNull(groups.archivedAt)];
    if (!shape.isAdmin) conditions.push(or(eq(groups.private, false), isMemberOf(viewerId))!);
    if (shape.tab === 'my') conditions.push(isMemberOf(viewerId));
    if (shape.groupTypeId) conditions.push(eq(groups.groupTypeId, sql.placeholder('groupTypeId')));
    if (shape.search) conditions.push(ilike(groups.name, sql.placeholder('search')));
    if (shape.officeId) {
      conditions.push(
        exists(
          sql`(select 1 from ${groupOffices} o where o.group_id = ${groups.id} and o.office_id = ${sql.placeholder('officeId')})`,
        ),
      );
    }
    return db
      .select({ ...groupFields(viewerId), offices: officesOfGroup })
      .from(groups)
      .leftJoin(groupTypes, eq(groupTypes.id, groups.groupTypeId))
      .where(and(...conditions))
      .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id));
  },
);

/** Spec platform §2.8, §6: every visible group at once (no paging), with its offices; private ones only for members and admins. */
export async function listGroups(
  db: Executor,
  organizationId: number,
  viewer: { id: number; isAdmin: boolean },
  filters: GroupFilters,
) {
  const shape = {
    tab: filters.tab,
    isAdmin: viewer.isAdmin,
    officeId: Boolean(filters.officeId),
    groupTypeId: Boolean(filters.groupTypeId),
    search: Boolean(filters.search),
  };
  return listQuery(db, shape, {
    organizationId,
    viewerId: viewer.id,
    officeId: filters.officeId ?? null,
    groupTypeId: filters.groupTypeId ?? null,
    search: filters.search ? likePattern(filters.search) : null,
  });
}

export async function findGroup(db: Executor, organizationId: number, id: number, viewerId: number) {
  const [row] = await selectGroups(db, viewerId).where(
    and(eq(groups.organizationId, organizationId), eq(groups.id, id), isNull(groups.archivedAt)),
  );
  return row ?? null;
}

/** The offices of many groups in one query. */
export async function officesOf(db: Executor, organizationId: number, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({ groupId: groupOffices.groupId, id: offices.id, name: offices.name })
    .from(groupOffices)
    .innerJoin(offices, eq(offices.id, groupOffices.officeId))
    .where(and(eq(groupOffices.organizationId, organizationId), inArray(groupOffices.groupId, groupIds)))
    .orderBy(asc(offices.name));
}

export async function insertGroup(
  db: Executor,
  organizationId: number,
  values: Omit<typeof groups.$inferInsert, 'organizationId'>,
) {
  const [row] = await db
    .insert(groups)
    .values({ ...values, organizationId })
    .returning({ id: groups.id });
  return row!.id;
}

export async function updateGroup(
  db: Executor,
  organizationId: number,
  id: number,
  values: Partial<typeof groups.$inferInsert>,
) {
  await db
    .update(groups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(groups.organizationId, organizationId), eq(groups.id, id)));
}

export async function replaceOffices(db: Executor, organizationId: number, groupId: number, officeIds: number[]) {
  await db.delete(groupOffices).where(eq(groupOffices.groupId, groupId));
  if (officeIds.length > 0) {
    await db.insert(groupOffices).values(officeIds.map((officeId) => ({ organizationId, groupId, officeId })));
  }
}

/** Whether every id is an active user / an office / a group type of the organization (form references). */
export const activeUsersExist = (db: Executor, organizationId: number, ids: number[]) =>
  allOwned(db, users, organizationId, ids, active);
export const officesExist = (db: Executor, organizationId: number, ids: number[]) =>
  allOwned(db, offices, organizationId, ids);
export const groupTypeExists = (db: Executor, organizationId: number, id: number) =>
  allOwned(db, groupTypes, organizationId, [id]);

/** Those of `ids` that `viewer` may see (policy/groups mayViewGroup): live, and public or theirs unless an admin. */
export async function visibleGroupIds(
  db: Executor,
  organizationId: number,
  viewer: { id: number; isAdmin: boolean },
  ids: number[],
) {
  if (ids.length === 0) return [];
  const conditions = [eq(groups.organizationId, organizationId), inArray(groups.id, ids), isNull(groups.archivedAt)];
  if (!viewer.isAdmin) conditions.push(or(eq(groups.private, false), isMemberOf(viewer.id))!);
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(...conditions));
  return rows.map((r) => r.id);
}
