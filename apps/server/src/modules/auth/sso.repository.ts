import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SsoProvider } from '@huddle/domain/sso-schemas';
import { oauthStates } from '../../db/schema/integrations.ts';

/** A sign-in's state: no user yet (ADR 33's states, issue 34). */
export async function insertSsoState(
  db: Executor,
  organizationId: number,
  values: { provider: SsoProvider; stateHash: string; expiresAt: Date },
) {
  await db.insert(oauthStates).values({ ...values, organizationId, userId: null });
}

/** Uses up the state with this hash: true when it was the organization's, of this provider, unused and unexpired. */
export async function consumeSsoState(
  db: Executor,
  organizationId: number,
  provider: SsoProvider,
  stateHash: string,
  now: Date,
) {
  const used = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.organizationId, organizationId),
        eq(oauthStates.provider, provider),
        eq(oauthStates.stateHash, stateHash),
        isNull(oauthStates.userId),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({ id: oauthStates.id });
  return used.length > 0;
}
