import type { z } from 'zod';
import type { mfaLoginInput } from '@huddle/domain/auth-schemas';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import type { OrganizationRow } from '../organizations/organizations.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import * as repo from './auth.repository.ts';
import type { Throttle } from './throttle.ts';

export const MAX_OTP_ATTEMPTS = 5;

/** Six digits repeat across users: the user id goes into the hash. */
export const otpHash = (userId: number, code: string) => hashToken(`${userId}:${code}`);

const wrongSecret = (e: AppError) => e.code === 'unauthorized';

/** The mailed one-time code of a sign-in with a second factor (the first step is auth.service's login). */
export function createSecondFactor<Session>(deps: {
  db: Db;
  clock: Clock;
  users: Pick<UsersPort, 'findByIdAnyOrganization'>;
  throttle: Throttle;
  keepWritesOnError: Tenancy['keepWritesOnError'];
  startSession: (organizationId: number, userId: number) => Promise<Session>;
}) {
  /**
   * The second step of a sign-in with a second factor: the mailed code, once, at most five tries. Only a user of the
   * host's organization with a live code can be tried (and so locked): anything else answers the same refusal and
   * counts nowhere, so nobody locks someone else's second factor by id, nor learns that the id exists elsewhere.
   */
  async function mfaLogin(input: z.infer<typeof mfaLoginInput>, host: OrganizationRow | null) {
    const refused = new AppError('unauthorized', AUTH_MESSAGES.invalidOtp);
    const user = await deps.users.findByIdAnyOrganization(input.user_id);
    if (!user || user.status !== 'active' || (host && host.id !== user.organizationId)) throw refused;
    const live = await repo.findLatestUsableToken(deps.db, user.organizationId, user.id, 'mfa', deps.clock.now());
    if (!live) throw refused;
    return deps.throttle.guard(
      `mfa:${user.id}`,
      async () => {
        const token = await repo.findLatestUsableToken(deps.db, user.organizationId, user.id, 'mfa', deps.clock.now());
        if (!token) throw refused;
        // A refusal must not roll back the attempt's count, nor a code burnt by too many.
        deps.keepWritesOnError();
        if ((await repo.countTokenAttempt(deps.db, token.organizationId, token.id)) > MAX_OTP_ATTEMPTS) {
          await repo.useToken(deps.db, token.organizationId, token.id, deps.clock.now());
          throw refused;
        }
        if (!safeEqual(token.tokenHash, otpHash(user.id, input.code))) throw refused;
        if (!(await repo.useToken(deps.db, token.organizationId, token.id, deps.clock.now()))) throw refused;
        return deps.startSession(user.organizationId, user.id);
      },
      wrongSecret,
    );
  }

  return { mfaLogin };
}
