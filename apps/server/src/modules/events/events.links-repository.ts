import { and, eq, exists, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { allOwned } from '../../db/references.ts';
import { eventsCollections } from '../../db/schema/collections.ts';
import { eventGroups, eventHosts, eventOffices, eventResources } from '../../db/schema/events.ts';
import { groupMemberships, groups } from '../../db/schema/groups.ts';
import { eventTypes, offices } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';

/** What an event links to (hosts, groups, offices, resources) and the checks that those exist. */

export async function replaceLinks(
  db: Executor,
  organizationId: number,
  eventId: number,
  links: { hostIds?: number[]; groupIds?: number[]; officeIds?: number[] },
) {
  if (links.hostIds) {
    await db.delete(eventHosts).where(eq(eventHosts.eventId, eventId));
    await db.insert(eventHosts).values(links.hostIds.map((userId) => ({ organizationId, eventId, userId })));
  }
  if (links.groupIds) {
    await db.delete(eventGroups).where(eq(eventGroups.eventId, eventId));
    if (links.groupIds.length > 0) {
      await db.insert(eventGroups).values(links.groupIds.map((groupId) => ({ organizationId, eventId, groupId })));
    }
  }
  if (links.officeIds) {
    await db.delete(eventOffices).where(eq(eventOffices.eventId, eventId));
    if (links.officeIds.length > 0) {
      await db.insert(eventOffices).values(links.officeIds.map((officeId) => ({ organizationId, eventId, officeId })));
    }
  }
}

/** Resources as the form sends them: kept ones updated in order, destroyed or missing ones deleted, new ones added. */
export async function applyResources(
  db: Executor,
  organizationId: number,
  eventId: number,
  resources: { id?: number | undefined; title: string; link: string }[],
) {
  const keepIds = resources.filter((r) => r.id).map((r) => r.id!);
  await db
    .delete(eventResources)
    .where(
      and(eq(eventResources.eventId, eventId), keepIds.length > 0 ? notInArray(eventResources.id, keepIds) : undefined),
    );
  for (const [position, r] of resources.entries()) {
    if (r.id) {
      await db
        .update(eventResources)
        .set({ title: r.title, link: r.link, position })
        .where(and(eq(eventResources.eventId, eventId), eq(eventResources.id, r.id)));
    } else {
      await db.insert(eventResources).values({ organizationId, eventId, title: r.title, link: r.link, position });
    }
  }
}

/** The groups an event links to now. */
export async function groupIdsOf(db: Executor, organizationId: number, eventId: number) {
  const rows = await db
    .select({ id: eventGroups.groupId })
    .from(eventGroups)
    .where(and(eq(eventGroups.organizationId, organizationId), eq(eventGroups.eventId, eventId)));
  return rows.map((r) => r.id);
}

/**
 * The groups a person may link an event to: private ones only when they are in the group or an admin of the
 * organization (spec platform §6), so an unseen private group answers like an unknown id. Groups the event already
 * links to stay allowed, so another host can save the event without removing them.
 */
function linkableGroups(viewer: { id: number; isAdmin: boolean }, keepIds: readonly number[]): SQL | undefined {
  if (viewer.isAdmin) return undefined;
  const member = exists(
    sql`(select 1 from ${groupMemberships} m where m.group_id = ${groups.id} and m.user_id = ${viewer.id})`,
  );
  return or(eq(groups.private, false), member, keepIds.length > 0 ? inArray(groups.id, [...keepIds]) : undefined);
}

/** Of these groups, the ones the person may link an event to (a duplicate keeps only those). */
export async function linkableGroupIds(
  db: Executor,
  organizationId: number,
  ids: number[],
  viewer: { id: number; isAdmin: boolean },
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), inArray(groups.id, ids), linkableGroups(viewer, [])));
  const allowed = new Set(rows.map((r) => r.id));
  return ids.filter((id) => allowed.has(id));
}

/** The first linked field whose ids are not all the organization's, or null when every link is valid. */
/** Whether the organization has this collection (an event joins one by its form, spec §7 collection_id). */
export async function hasCollection(db: Executor, organizationId: number, collectionId: number) {
  return allOwned(db, eventsCollections, organizationId, [collectionId]);
}

export async function unknownLink(
  db: Executor,
  organizationId: number,
  links: { hostIds: number[]; groupIds: number[]; officeIds: number[]; eventTypeId: number | null },
  viewer: { id: number; isAdmin: boolean; keptGroupIds: readonly number[] },
) {
  // Hosts manage the event (spec events §6), so they are active organizers or admins.
  const hosts = and(eq(users.status, 'active'), inArray(users.role, ['admin', 'organizer']));
  if (!(await allOwned(db, users, organizationId, links.hostIds, hosts))) return 'host_ids' as const;
  // Links the event already has stay allowed (an update that does not mention its groups keeps them, archived ones
  // included); new ones must be live groups the person may see.
  const kept = viewer.keptGroupIds.length > 0 ? inArray(groups.id, [...viewer.keptGroupIds]) : undefined;
  const visible = or(kept, and(isNull(groups.archivedAt), linkableGroups(viewer, [])));
  if (!(await allOwned(db, groups, organizationId, links.groupIds, visible))) return 'group_ids' as const;
  if (!(await allOwned(db, offices, organizationId, links.officeIds))) return 'office_ids' as const;
  if (links.eventTypeId && !(await allOwned(db, eventTypes, organizationId, [links.eventTypeId]))) {
    return 'event_type_id' as const;
  }
  return null;
}
