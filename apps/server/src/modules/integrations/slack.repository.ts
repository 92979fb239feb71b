import { and, asc, count, eq, ilike, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { inTurn, type Executor } from '../../db/client.ts';
import { slackChannelMembers, slackChannels, slackPosts, type SlackPostSource } from '../../db/schema/slack.ts';
import { users } from '../../db/schema/users.ts';
import { likePattern } from '../../lib/pagination.ts';
import type { SlackChannelInfo } from '../../integrations/slack/slack-client.ts';

const channelColumns = {
  id: slackChannels.id,
  slackId: slackChannels.slackId,
  name: slackChannels.name,
  private: slackChannels.private,
  selected: slackChannels.selected,
  syncedGroupId: slackChannels.syncedGroupId,
};

const orgChannels = (organizationId: number) => eq(slackChannels.organizationId, organizationId);

/**
 * Writes one page of conversations.list: new channels are added, known ones renamed; `seen` marks them present.
 * Set-based: one statement per page.
 */
export async function upsertChannels(db: Executor, organizationId: number, page: SlackChannelInfo[], now: Date) {
  if (!page.length) return;
  await db
    .insert(slackChannels)
    .values(
      page.map((c) => ({
        organizationId,
        slackId: c.slackId,
        name: c.name,
        private: c.private,
        description: c.description,
        memberCount: c.memberCount,
        present: true,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [slackChannels.organizationId, slackChannels.slackId],
      set: {
        name: sql`excluded.name`,
        private: sql`excluded.private`,
        description: sql`excluded.description`,
        memberCount: sql`excluded.member_count`,
        present: true,
        updatedAt: now,
      },
    });
}

/** After a whole read of the list: channels Slack no longer lists (archived, deleted, app removed) are not present. */
export async function markMissingChannels(db: Executor, organizationId: number, syncedBefore: Date) {
  await db
    .update(slackChannels)
    .set({ present: false })
    .where(and(orgChannels(organizationId), sql`${slackChannels.updatedAt} < ${syncedBefore.toISOString()}`));
}

/** A page of the workspace's channels by name (GET /api/organizations/slack): rows and the total, in two queries. */
export async function pageChannels(
  db: Executor,
  organizationId: number,
  query: { name: string; show: 'all' | 'selected' | 'unselected'; limit: number; offset: number },
) {
  const conditions: SQL[] = [orgChannels(organizationId), eq(slackChannels.present, true)];
  if (query.name) conditions.push(ilike(slackChannels.name, likePattern(query.name.replace(/^#/, ''))));
  if (query.show !== 'all') conditions.push(eq(slackChannels.selected, query.show === 'selected'));
  const where = and(...conditions);
  const [rows, [total]] = await inTurn([
    db
      .select(channelColumns)
      .from(slackChannels)
      .where(where)
      .orderBy(asc(slackChannels.name), asc(slackChannels.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(slackChannels).where(where),
  ] as const);
  return { rows, total: total?.n ?? 0 };
}

export async function selectedChannels(db: Executor, organizationId: number) {
  return db
    .select({ ...channelColumns, membersSyncedAt: slackChannels.membersSyncedAt })
    .from(slackChannels)
    .where(and(orgChannels(organizationId), eq(slackChannels.selected, true)))
    .orderBy(asc(slackChannels.name), asc(slackChannels.id));
}

export async function channelsByIds(db: Executor, organizationId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select(channelColumns)
    .from(slackChannels)
    .where(and(orgChannels(organizationId), inArray(slackChannels.id, [...ids])))
    .orderBy(asc(slackChannels.name), asc(slackChannels.id));
}

export async function channelBySlackId(db: Executor, organizationId: number, slackId: string) {
  const [row] = await db
    .select({ ...channelColumns, description: slackChannels.description })
    .from(slackChannels)
    .where(and(orgChannels(organizationId), eq(slackChannels.slackId, slackId)));
  return row ?? null;
}

export async function channelOfGroup(db: Executor, organizationId: number, groupId: number) {
  const [row] = await db
    .select(channelColumns)
    .from(slackChannels)
    .where(and(orgChannels(organizationId), eq(slackChannels.syncedGroupId, groupId)));
  return row ?? null;
}

/**
 * The selection becomes exactly `ids` (of present channels): returns the channels that were unselected, with the
 * group each was synced to (that group goes back to manual membership: its link is cleared here).
 */
export async function setSelection(db: Executor, organizationId: number, ids: number[]) {
  const leaving = and(
    orgChannels(organizationId),
    eq(slackChannels.selected, true),
    ids.length ? notInArray(slackChannels.id, ids) : undefined,
  );
  const dropped = await db
    .select({ id: slackChannels.id, syncedGroupId: slackChannels.syncedGroupId })
    .from(slackChannels)
    .where(leaving)
    .for('update');
  if (dropped.length) {
    await db.update(slackChannels).set({ selected: false, syncedGroupId: null, membersSyncedAt: null }).where(leaving);
  }
  const added = ids.length
    ? await db
        .update(slackChannels)
        .set({ selected: true })
        .where(and(orgChannels(organizationId), inArray(slackChannels.id, ids), eq(slackChannels.selected, false)))
        .returning({ id: slackChannels.id })
    : [];
  return { dropped, added: added.map((r) => r.id) };
}

export async function linkGroup(db: Executor, organizationId: number, channelId: number, groupId: number | null) {
  await db
    .update(slackChannels)
    .set({ syncedGroupId: groupId })
    .where(and(orgChannels(organizationId), eq(slackChannels.id, channelId)));
}

export async function unlinkGroup(db: Executor, organizationId: number, groupId: number) {
  await db
    .update(slackChannels)
    .set({ syncedGroupId: null })
    .where(and(orgChannels(organizationId), eq(slackChannels.syncedGroupId, groupId)));
}

/** The members of channels as last read, with the users they matched (syncables' slack_users). */
export async function membersOf(db: Executor, organizationId: number, channelIds: number[]) {
  if (!channelIds.length) return [];
  return db
    .select({
      channelId: slackChannelMembers.channelId,
      slackUserId: slackChannelMembers.slackUserId,
      email: slackChannelMembers.email,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(slackChannelMembers)
    .leftJoin(
      users,
      and(eq(users.organizationId, slackChannelMembers.organizationId), eq(users.id, slackChannelMembers.userId)),
    )
    .where(
      and(eq(slackChannelMembers.organizationId, organizationId), inArray(slackChannelMembers.channelId, channelIds)),
    )
    .orderBy(asc(slackChannelMembers.channelId), asc(slackChannelMembers.email), asc(slackChannelMembers.slackUserId));
}

export async function memberUserIds(db: Executor, organizationId: number, channelId: number) {
  const rows = await db
    .selectDistinct({ userId: slackChannelMembers.userId })
    .from(slackChannelMembers)
    .where(
      and(
        eq(slackChannelMembers.organizationId, organizationId),
        eq(slackChannelMembers.channelId, channelId),
        isNotNull(slackChannelMembers.userId),
      ),
    );
  return rows.map((r) => r.userId!).sort((a, b) => a - b);
}

/** The users of the organization with these emails (lower case): Slack members are matched to employees so. */
export async function usersByEmail(db: Executor, organizationId: number, emails: string[]) {
  if (!emails.length) return [];
  return db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(sql`lower(${users.email})`, emails),
        ne(users.status, 'deactivated'),
      ),
    );
}

/** The channel's members become exactly these (a full read): returns the user ids that joined and left. */
export async function replaceMembers(
  db: Executor,
  organizationId: number,
  channelId: number,
  members: { slackUserId: string; email: string | null; userId: number | null }[],
  now: Date,
) {
  const before = new Set(await memberUserIds(db, organizationId, channelId));
  await db
    .delete(slackChannelMembers)
    .where(and(eq(slackChannelMembers.organizationId, organizationId), eq(slackChannelMembers.channelId, channelId)));
  if (members.length) {
    await db
      .insert(slackChannelMembers)
      .values(members.map((m) => ({ ...m, organizationId, channelId })))
      .onConflictDoNothing();
  }
  await db
    .update(slackChannels)
    .set({ membersSyncedAt: now })
    .where(and(orgChannels(organizationId), eq(slackChannels.id, channelId)));
  const after = new Set(members.flatMap((m) => (m.userId ? [m.userId] : [])));
  return { added: [...after].filter((id) => !before.has(id)), removed: [...before].filter((id) => !after.has(id)) };
}

/** The emails of Slack users already read for any channel of the organization (no users.info for them again). */
export async function knownSlackUsers(db: Executor, organizationId: number, slackUserIds: string[]) {
  if (!slackUserIds.length) return [];
  return db
    .selectDistinctOn([slackChannelMembers.slackUserId], {
      slackUserId: slackChannelMembers.slackUserId,
      email: slackChannelMembers.email,
    })
    .from(slackChannelMembers)
    .where(
      and(
        eq(slackChannelMembers.organizationId, organizationId),
        inArray(slackChannelMembers.slackUserId, slackUserIds),
      ),
    );
}

export async function addMember(
  db: Executor,
  organizationId: number,
  channelId: number,
  member: { slackUserId: string; email: string | null; userId: number | null },
) {
  const rows = await db
    .insert(slackChannelMembers)
    .values({ ...member, organizationId, channelId })
    .onConflictDoNothing()
    .returning({ userId: slackChannelMembers.userId });
  return rows.length > 0;
}

export async function removeMember(db: Executor, organizationId: number, channelId: number, slackUserId: string) {
  const rows = await db
    .delete(slackChannelMembers)
    .where(
      and(
        eq(slackChannelMembers.organizationId, organizationId),
        eq(slackChannelMembers.channelId, channelId),
        eq(slackChannelMembers.slackUserId, slackUserId),
      ),
    )
    .returning({ userId: slackChannelMembers.userId });
  return rows[0] ?? null;
}

// --- the post outbox ---

export async function insertPosts(
  db: Executor,
  organizationId: number,
  rows: {
    sourceKind: SlackPostSource;
    sourceId: number;
    sourceVersion: number;
    channelId: number;
    slackChannelId: string;
    message: { text: string; blocks?: unknown[] };
  }[],
) {
  if (!rows.length) return [];
  const inserted = await db
    .insert(slackPosts)
    .values(rows.map((r) => ({ ...r, organizationId })))
    .onConflictDoNothing()
    .returning({ id: slackPosts.id });
  return inserted.map((r) => r.id);
}

export async function pendingPosts(db: Executor, organizationId: number, limit: number) {
  return db
    .select()
    .from(slackPosts)
    .where(and(eq(slackPosts.organizationId, organizationId), eq(slackPosts.status, 'pending')))
    .orderBy(asc(slackPosts.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function findPost(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(slackPosts)
    .where(and(eq(slackPosts.organizationId, organizationId), eq(slackPosts.id, id)))
    .for('update');
  return row ?? null;
}

export async function finishPost(
  db: Executor,
  organizationId: number,
  id: number,
  outcome: { status: 'sent'; ts: string; at: Date } | { status: 'failed'; error: string } | { attempt: string },
) {
  const set =
    'attempt' in outcome
      ? { attempts: sql`${slackPosts.attempts} + 1`, error: outcome.attempt }
      : outcome.status === 'sent'
        ? { status: 'sent' as const, ts: outcome.ts, sentAt: outcome.at, error: null }
        : { status: 'failed' as const, error: outcome.error };
  await db
    .update(slackPosts)
    .set(set)
    .where(and(eq(slackPosts.organizationId, organizationId), eq(slackPosts.id, id)));
}

/** How a source's posts stand, and the last failure's error. */
export async function postCounts(db: Executor, organizationId: number, source: { kind: SlackPostSource; id: number }) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${slackPosts.status} = 'pending')::int`,
      sent: sql<number>`count(*) filter (where ${slackPosts.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${slackPosts.status} = 'failed')::int`,
      error: sql<string | null>`max(${slackPosts.error}) filter (where ${slackPosts.status} = 'failed')`,
    })
    .from(slackPosts)
    .where(
      and(
        eq(slackPosts.organizationId, organizationId),
        eq(slackPosts.sourceKind, source.kind),
        eq(slackPosts.sourceId, source.id),
      ),
    );
  return row ?? { pending: 0, sent: 0, failed: 0, error: null };
}

/** Posts that cannot go out any more (Slack disconnected or broken): failed with the reason. */
export async function failPending(db: Executor, organizationId: number, error: string) {
  return db
    .update(slackPosts)
    .set({ status: 'failed', error })
    .where(and(eq(slackPosts.organizationId, organizationId), eq(slackPosts.status, 'pending')))
    .returning({
      sourceKind: slackPosts.sourceKind,
      sourceId: slackPosts.sourceId,
      sourceVersion: slackPosts.sourceVersion,
    });
}
