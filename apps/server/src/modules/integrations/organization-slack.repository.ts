import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';

/**
 * The organization's Slack columns (spec platform §3 slack_enabled, slack_team_id): the integrations module keeps
 * them in step with the connection; the organizations module presents them.
 */
export async function setOrganizationSlack(
  db: Executor,
  organizationId: number,
  values: { slackEnabled: boolean; slackTeamId: string | null },
) {
  await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}

export async function organizationSlack(db: Executor, organizationId: number) {
  const [row] = await db
    .select({
      slackEnabled: organizations.slackEnabled,
      slackTeamId: organizations.slackTeamId,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}
