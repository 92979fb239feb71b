import { SESSION_IDLE_DAYS } from '@huddle/domain/constants';
import type { Tenancy } from '../../db/tenancy.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Actor } from './actor.ts';
import * as repo from './auth.repository.ts';

/**
 * Who is calling, once per request (plugins/access.ts): the organization of the host's subdomain, and the actor of the
 * token when its session is valid (not past its absolute expiry, used since the idle limit, its organization active,
 * its user active). One statement outside any transaction (ADR 12), which also notes the session as seen at most once
 * a minute. With `openScope` (every route but the few cross-tenant ones) the same statement begins the request's
 * scope (ADR 15).
 */
export function createIdentify(deps: {
  clock: Clock;
  callDefiner: Tenancy['callDefiner'];
  openIdentified: Tenancy['openIdentified'];
}) {
  return async function identify(
    subdomain: string | null,
    presented: { token: string; via: Actor['via'] } | null,
    options: { openScope: boolean; read: boolean },
  ) {
    const now = deps.clock.now();
    const idleSince = addMinutes(now, -SESSION_IDLE_DAYS * 24 * 60);
    const tokenHash = presented ? hashToken(presented.token) : null;
    const { row, scope } = options.openScope
      ? await deps.openIdentified<repo.IdentifyRow>(repo.identifySource(subdomain, tokenHash, now, idleSince), {
          read: options.read,
        })
      : {
          row: (
            await deps.callDefiner<repo.IdentifyRow>(repo.identifyStatement(subdomain, tokenHash, now, idleSince))
          )[0],
          scope: null,
        };
    const actor: Actor | null =
      presented && row?.session_id && row.status === 'active'
        ? {
            userId: row.user_id!,
            organizationId: row.organization_id!,
            role: row.role!,
            sessionId: row.session_id,
            via: presented.via,
          }
        : null;
    return { hostOrganizationId: row?.host_organization_id ?? null, actor, scope };
  };
}
