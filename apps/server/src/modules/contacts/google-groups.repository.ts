import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contactLists } from '../../db/schema/guests.ts';
import { emailExtensions } from '../../db/schema/organizations.ts';

const googleList = { id: contactLists.id, name: contactLists.name, email: contactLists.googleGroupEmail };
type GoogleListRow = { id: number; name: string; email: string };

/** The organization's Google group lists (ADR 36), by name; with `emails`, only those groups'. */
export async function googleLists(db: Executor, organizationId: number, emails?: string[]) {
  const rows = await db
    .select(googleList)
    .from(contactLists)
    .where(
      and(
        eq(contactLists.organizationId, organizationId),
        isNotNull(contactLists.googleGroupEmail),
        emails ? inArray(contactLists.googleGroupEmail, emails.length ? emails : ['']) : undefined,
      ),
    )
    .orderBy(asc(contactLists.name), asc(contactLists.id));
  return rows as GoogleListRow[];
}

/** A list for a group, unless the organization has one already (the unique index decides). */
export async function insertGoogleList(
  tx: Executor,
  organizationId: number,
  values: { name: string; email: string; ownerId: number },
) {
  await tx
    .insert(contactLists)
    .values({ organizationId, name: values.name, googleGroupEmail: values.email, ownerId: values.ownerId })
    .onConflictDoNothing();
}

export async function findGoogleList(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select(googleList)
    .from(contactLists)
    .where(and(eq(contactLists.organizationId, organizationId), eq(contactLists.id, id)));
  return row?.email ? (row as GoogleListRow) : null;
}

/** A sync finished: how many members were left out, and when. */
export async function finishSync(tx: Executor, organizationId: number, id: number, skipped: number, at: Date) {
  await tx
    .update(contactLists)
    .set({ googleGroupSkipped: skipped, googleGroupSyncedAt: at, updatedAt: sql`now()` })
    .where(and(eq(contactLists.organizationId, organizationId), eq(contactLists.id, id)));
}

/** The organization's email domains, lower case (who may be a contact from a group). */
export async function emailDomains(db: Executor, organizationId: number) {
  const rows = await db
    .select({ domain: sql<string>`lower(${emailExtensions.domain})` })
    .from(emailExtensions)
    .where(eq(emailExtensions.organizationId, organizationId));
  return rows.map((r) => r.domain);
}
