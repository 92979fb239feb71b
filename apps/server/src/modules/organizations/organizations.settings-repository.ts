import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { groups } from '../../db/schema/groups.ts';
import { emailExtensions, eventTypes, groupTypes, organizations } from '../../db/schema/organizations.ts';

export type TypeKind = 'event_types' | 'group_types';
const typeTable = { event_types: eventTypes, group_types: groupTypes } as const;

export async function listTypes(db: Executor, organizationId: number, kind: TypeKind) {
  const table = typeTable[kind];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.organizationId, organizationId))
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
}

/** How many items use each type: events for event types, live groups for group types. */
export async function typeUses(db: Executor, organizationId: number, kind: TypeKind): Promise<Map<number, number>> {
  if (kind === 'event_types') {
    const used = await db
      .select({ id: events.eventTypeId, uses: count() })
      .from(events)
      .where(eq(events.organizationId, organizationId))
      .groupBy(events.eventTypeId);
    return new Map(used.filter((r) => r.id !== null).map((r) => [r.id!, r.uses]));
  }
  const rows = await db
    .select({ id: groups.groupTypeId, uses: count() })
    .from(groups)
    .where(and(eq(groups.organizationId, organizationId), isNull(groups.archivedAt)))
    .groupBy(groups.groupTypeId);
  return new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, r.uses]));
}

export async function insertTypes(db: Executor, organizationId: number, kind: TypeKind, names: string[]) {
  if (names.length === 0) return;
  await db.insert(typeTable[kind]).values(names.map((name) => ({ organizationId, name })));
}

export async function renameType(db: Executor, organizationId: number, kind: TypeKind, id: number, name: string) {
  const table = typeTable[kind];
  await db
    .update(table)
    .set({ name })
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)));
}

export async function deleteTypes(db: Executor, organizationId: number, kind: TypeKind, ids: number[]) {
  if (ids.length === 0) return;
  const table = typeTable[kind];
  await db.delete(table).where(and(eq(table.organizationId, organizationId), inArray(table.id, ids)));
}

export async function replaceEmailDomains(db: Executor, organizationId: number, domains: string[]) {
  await db.delete(emailExtensions).where(eq(emailExtensions.organizationId, organizationId));
  await db.insert(emailExtensions).values(domains.map((domain) => ({ organizationId, domain })));
}

export async function updateOrganization(
  db: Executor,
  organizationId: number,
  values: Partial<typeof organizations.$inferInsert>,
) {
  await db
    .update(organizations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(organizations.id, organizationId));
}
