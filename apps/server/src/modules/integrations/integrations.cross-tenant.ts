import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';

/*
 * The module's cross-tenant look-ups (ADR 12), apart from its repositories so that `tenancy.bind` never offers them.
 */

/** Slack's inbound calls name a workspace: the organization connected to it (ADR 33), or null. */
export async function organizationOfSlackTeam(db: Executor, teamId: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.slackTeamId, teamId), eq(organizations.active, true)));
  return row?.id ?? null;
}

/** Whether another organization is connected to the workspace (one organization per workspace). */
export async function slackTeamTakenByOther(db: Executor, teamId: string, organizationId: number) {
  const owner = await organizationOfSlackTeam(db, teamId);
  return owner !== null && owner !== organizationId;
}
