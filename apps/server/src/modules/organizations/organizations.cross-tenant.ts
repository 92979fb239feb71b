import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';

/*
 * The module's cross-tenant look-ups (ADR 12), apart from its repositories so that `tenancy.bind` never offers them.
 */

/** The organization finder and the sign-in of the bare domain: any organization, by its subdomain. */
export async function findOrganizationBySubdomain(db: Executor, subdomain: string) {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(sql`lower(${organizations.subdomain})`, subdomain.toLowerCase()));
  return row ?? null;
}
