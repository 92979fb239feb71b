import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { SsoProvider } from '@huddle/domain/sso-schemas';
import { oauthStates, ssoAssertions } from '../../db/schema/integrations.ts';

/** Whose sign-in a state is: OpenID Connect's state, or the id of a SAML AuthnRequest (`okta_saml`). */
export type SignInStateProvider = SsoProvider | 'okta_saml';

/** A sign-in's state: no user yet (ADR 33's states, issue 34). */
export async function insertSsoState(
  db: Executor,
  organizationId: number,
  values: { provider: SignInStateProvider; stateHash: string; expiresAt: Date },
) {
  await db.insert(oauthStates).values({ ...values, organizationId, userId: null });
}

/** Uses up the state with this hash: true when it was the organization's, of this provider, unused and unexpired. */
export async function consumeSsoState(
  db: Executor,
  organizationId: number,
  provider: SignInStateProvider,
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

/**
 * Records a SAML assertion as used: false when its id was used before (a replay). Rows past their expiry are dropped
 * on the way: by then the assertion itself is refused as expired.
 */
export async function recordSsoAssertion(
  db: Executor,
  organizationId: number,
  values: { assertionIdHash: string; expiresAt: Date },
  now: Date,
) {
  await db
    .delete(ssoAssertions)
    .where(and(eq(ssoAssertions.organizationId, organizationId), lt(ssoAssertions.expiresAt, now)));
  const added = await db
    .insert(ssoAssertions)
    .values({ ...values, organizationId })
    .onConflictDoNothing()
    .returning({ hash: ssoAssertions.assertionIdHash });
  return added.length > 0;
}
