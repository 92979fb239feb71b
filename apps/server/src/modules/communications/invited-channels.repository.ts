import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { communications } from '../../db/schema/communications.ts';

/** The channels of the Slack invitations of `eventIds` that did not fail: sent, sending or scheduled. */
export async function slackChannelsInvitedTo(db: Executor, organizationId: number, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  const channel = sql<number>`(jsonb_array_elements_text(coalesce(${communications.selections} -> 'channel',
    '[]'::jsonb)))::int`;
  const rows = await db
    .selectDistinct({ channelId: channel })
    .from(communications)
    .where(
      and(
        eq(communications.organizationId, organizationId),
        inArray(communications.eventId, [...eventIds]),
        eq(communications.historyType, 'invitation'),
        eq(communications.method, 'slack'),
        ne(communications.status, 'failed'),
      ),
    );
  return rows.map((r) => Number(r.channelId));
}
