import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { offices } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { withOffice, type UserWithOffice } from './users.repository.ts';

/*
 * The module's cross-tenant look-ups (ADR 12), apart from its repositories so that `tenancy.bind` never offers them.
 */

/**
 * A user id alone (the second factor step, a mailed token) names its organization. In an organization's scope it
 * finds only that organization's users; in the system scope any.
 */
export async function findUserByIdAnyOrganization(db: Executor, id: number) {
  const [row] = await db
    .select(withOffice)
    .from(users)
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(eq(users.id, id));
  return (row as UserWithOffice | undefined) ?? null;
}
