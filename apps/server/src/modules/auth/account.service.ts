import type { z } from 'zod';
import type { updatePasswordInput } from '@huddle/domain/auth-schemas';
import { EMAIL_CHANGE_TTL_HOURS } from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { Db, Executor } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import type { LinkBase } from '../../lib/links.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { GuestsPort } from '../guests/guests.port.ts';
import type { MailPort } from '../mail/mail.port.ts';
import type { OrganizationsPort } from '../organizations/organizations.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import type { Actor } from './actor.ts';
import { confirmEmailChangeMail, securityNoticeMail } from './auth.mails.ts';
import * as repo from './auth.repository.ts';
import { createThrottle } from './throttle.ts';
import type { Implements } from '../../lib/port.ts';
import type { AccountPort } from './auth.port.ts';

const emailTaken = () => new AppError('conflict', AUTH_MESSAGES.emailInUse, { email: [AUTH_MESSAGES.emailInUse] });

/**
 * Sensitive changes to one's own account (issue 12): each is proven with the current password, noticed to the
 * account's address, and ends the other sessions. A new email waits for its confirmation link.
 */
export function createAccountService(deps: {
  db: Db;
  clock: Clock;
  mail: MailPort;
  users: UsersPort;
  organizations: Pick<OrganizationsPort, 'findById' | 'allowsEmail'>;
  guests: Pick<GuestsPort, 'followUserEmail'>;
  keepWritesOnError: Tenancy['keepWritesOnError'];
}) {
  const { db, clock, mail, users } = deps;
  const throttle = createThrottle(db, clock, deps.keepWritesOnError);

  /**
   * Wrong guesses count under the sign-in's own key (ADR 0009): one budget per password, so a stolen session cannot
   * try passwords at leisure nor double the guesses a sign-in allows.
   */
  async function proveCurrentPassword(actor: Actor, password: string | undefined) {
    if (!password) {
      throw invalid(
        { current_password: [AUTH_MESSAGES.currentPasswordRequired] },
        AUTH_MESSAGES.currentPasswordRequired,
      );
    }
    const user = await users.get(actor.organizationId, actor.userId);
    await throttle.guard(
      `login:${actor.organizationId}:${user.email}`,
      async () => {
        if (!(await verifyPassword(user.passwordHash, password))) {
          const message = AUTH_MESSAGES.currentPasswordIncorrect;
          throw invalid({ current_password: [message] }, message);
        }
      },
      (e) => e.code === 'validation',
    );
    return user;
  }

  /** The notice goes to the address the account has now; the other sessions end in the same transaction. */
  async function noticeAndSignOutOthers(tx: Executor, actor: Actor, to: string, change: string) {
    await mail.queue(tx, {
      organizationId: actor.organizationId,
      kind: 'security_notice',
      to,
      dedupeKey: `security_notice:${actor.userId}:${newToken()}`,
      content: securityNoticeMail(change),
    });
    await repo.deleteUserSessions(tx, actor.organizationId, actor.userId, actor.sessionId);
  }

  return {
    /** Checks a requested email change before anything is saved; null when the email stays the same. */
    async proveEmailChange(actor: Actor, email: string, currentPassword: string | undefined) {
      const user = await users.get(actor.organizationId, actor.userId);
      if (email.toLowerCase() === user.email.toLowerCase()) return null;
      await proveCurrentPassword(actor, currentPassword);
      const taken = await users.findByEmail(actor.organizationId, email);
      if (taken && taken.id !== user.id) throw emailTaken();
      if (!(await deps.organizations.allowsEmail(actor.organizationId, email))) {
        const message = AUTH_MESSAGES.emailDomainNotAllowed;
        throw new AppError('email_domain_not_allowed', message, { email: [message] });
      }
      return { email: email.toLowerCase(), oldEmail: user.email };
    },

    /** Mails the confirmation link to the new address; the old one stays until the link is used. */
    async startEmailChange(actor: Actor, change: { email: string; oldEmail: string }, link: LinkBase) {
      const org = await deps.organizations.findById(actor.organizationId);
      if (!org) throw new AppError('access_revoked', AUTH_MESSAGES.unauthorizedAccess);
      const token = newToken();
      await db.transaction(async (tx) => {
        await repo.deleteUserTokens(tx, org.id, actor.userId, 'change_email');
        const id = await repo.insertUserToken(tx, {
          organizationId: org.id,
          userId: actor.userId,
          purpose: 'change_email',
          tokenHash: hashToken(token),
          expiresAt: addMinutes(clock.now(), EMAIL_CHANGE_TTL_HOURS * 60),
          payload: { email: change.email },
        });
        await mail.queue(tx, {
          organizationId: org.id,
          kind: 'change_email',
          to: change.email,
          dedupeKey: `change_email:${id}`,
          content: confirmEmailChangeMail(org.displayName, `${link(org)}/confirm-email?token=${token}`),
        });
        await noticeAndSignOutOthers(
          tx,
          actor,
          change.oldEmail,
          `Someone asked to change the email of your ${org.displayName} account to ${change.email}. It changes only once the link sent there is opened.`,
        );
      });
    },

    /** Ends a pending email change: its link stops working and the email stays. */
    async cancelEmailChange(actor: Actor) {
      await repo.deleteUserTokens(db, actor.organizationId, actor.userId, 'change_email');
      return { message: AUTH_MESSAGES.emailChangeCancelled };
    },

    /** POST from the confirmation page (a GET never changes state): the new address is proven. */
    async confirmEmailChange(token: string) {
      const found = await repo.findUsableToken(db, 'change_email', hashToken(token), clock.now());
      const email = found?.payload?.email;
      if (!found || !email) throw new AppError('validation', AUTH_MESSAGES.emailChangeLinkInvalid);
      // Someone may have taken the address since; the unique index settles a race.
      const taken = await users.findByEmail(found.organizationId, email);
      if (taken && taken.id !== found.userId) throw emailTaken();
      const user = await users.get(found.organizationId, found.userId);
      await db.transaction(async (tx) => {
        if (!(await repo.useToken(tx, found.organizationId, found.id, clock.now()))) {
          throw new AppError('validation', AUTH_MESSAGES.emailChangeLinkInvalid);
        }
        await users.setEmail(tx, found.organizationId, found.userId, email);
        // The user's own guest rows follow the account; rows of others under the new address stay theirs.
        await deps.guests.followUserEmail(tx, found.organizationId, found.userId, email);
        // Reset links went to the old address; a stranger's sign-up link must not apply to the moved account.
        await repo.deleteUserTokens(tx, found.organizationId, found.userId, 'reset_password');
        await repo.deleteUserTokens(tx, found.organizationId, found.userId, 'verify_email');
        await mail.queue(tx, {
          organizationId: found.organizationId,
          kind: 'security_notice',
          to: user.email,
          dedupeKey: `security_notice:${found.userId}:${newToken()}`,
          content: securityNoticeMail(`The email of your account was changed to ${email}.`),
        });
      });
      return { message: AUTH_MESSAGES.emailChanged };
    },

    /** Turning two-factor off needs the current password; turning it on needs nothing. */
    async setMfa(actor: Actor, enable: boolean, currentPassword: string | undefined) {
      if (enable) {
        await users.setMfa(db, actor.organizationId, actor.userId, true);
      } else {
        const user = await proveCurrentPassword(actor, currentPassword);
        await db.transaction(async (tx) => {
          await users.setMfa(tx, actor.organizationId, actor.userId, false);
          const change = 'Two-factor authentication was turned off for your account.';
          await noticeAndSignOutOthers(tx, actor, user.email, change);
        });
      }
    },

    async updatePassword(actor: Actor, input: z.infer<typeof updatePasswordInput>) {
      const user = await proveCurrentPassword(actor, input.current_password);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await users.setPassword(tx, actor.organizationId, actor.userId, passwordHash, null);
        // Pending email changes, sign-up and reset links die with the old password (someone else may know it).
        await repo.deleteUserSecrets(tx, actor.organizationId, actor.userId);
        await noticeAndSignOutOthers(tx, actor, user.email, 'The password of your account was changed.');
      });
      return { message: AUTH_MESSAGES.passwordUpdated };
    },

    async logoutOthers(actor: Actor) {
      await repo.deleteUserSessions(db, actor.organizationId, actor.userId, actor.sessionId);
      return { message: AUTH_MESSAGES.otherSessionsEnded };
    },
  };
}

export type AccountService = Implements<AccountPort, ReturnType<typeof createAccountService>>;
