import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailExtensions, organizations } from '../../db/schema/organizations.ts';

export async function findOrganizationById(db: Executor, organizationId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row ?? null;
}

export async function listEmailDomains(db: Executor, organizationId: number) {
  return db
    .select({ id: emailExtensions.id, domain: emailExtensions.domain })
    .from(emailExtensions)
    .where(eq(emailExtensions.organizationId, organizationId))
    .orderBy(emailExtensions.domain);
}

export async function hasEmailDomain(db: Executor, organizationId: number, domain: string) {
  const [row] = await db
    .select({ id: emailExtensions.id })
    .from(emailExtensions)
    .where(and(eq(emailExtensions.organizationId, organizationId), eq(sql`lower(${emailExtensions.domain})`, domain)));
  return Boolean(row);
}

/** A new random secret for the RSVP links in mails (the column default's recipe): every older link stops verifying. */
export async function rotateLinkSecret(db: Executor, organizationId: number) {
  await db
    .update(organizations)
    .set({
      linkSecret: sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`,
      updatedAt: sql`now()`,
    })
    .where(eq(organizations.id, organizationId));
}
