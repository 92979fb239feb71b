import type { z } from 'zod';
import type { adminLoginInput, changePasswordInput, loginInput, signUpInput } from '@huddle/domain/auth-schemas';
import {
  EMAIL_VERIFICATION_TTL_HOURS,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  PASSWORD_RESET_TTL_HOURS,
  SESSION_TTL_DAYS,
} from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { UserTokenPayload } from '../../db/schema/users.ts';
import type { MailContent } from '../../integrations/mail/layout.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newNumericCode, newToken, safeEqual } from '../../lib/tokens.ts';
import type { MailPort } from '../mail/mail.port.ts';
import type { OrganizationRow, OrganizationsPort } from '../organizations/organizations.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import type { LinkBase } from '../../lib/links.ts';
import type { InvitationsPort } from '../invitations/invitations.port.ts';
import type { AccountService } from './account.service.ts';
import type { Actor } from './actor.ts';
import * as repo from './auth.repository.ts';
import { createSecondFactor, MAX_OTP_ATTEMPTS, otpHash } from './second-factor.ts';
import { createIdentify } from './identify.ts';
import { createThrottle } from './throttle.ts';
import { otpMail, resetPasswordMail, securityNoticeMail, verificationMail } from './auth.mails.ts';

/**
 * Whether a users row is an account that a reset may sign in to: one with a password or a confirmed address, or one
 * that an admin made (employee upload). A contact alone is not (ADR 7, issue 31).
 */
const isAccount = (user: { passwordHash: string | null; confirmedAt: Date | null; contactOnly: boolean }) =>
  user.passwordHash !== null || user.confirmedAt !== null || !user.contactOnly;

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  mail: MailPort;
  organizations: OrganizationsPort;
  users: UsersPort;
  invitations: Pick<InvitationsPort, 'fromToken'>;
  /** Sensitive changes to one's own account; its routes live with these (auth.routes.ts). */
  account: AccountService;
  callDefiner: Tenancy['callDefiner'];
  openIdentified: Tenancy['openIdentified'];
  keepWritesOnError: Tenancy['keepWritesOnError'];
}) {
  const { db, clock, mail, organizations, users } = deps;
  const throttle = createThrottle(db, clock, deps.keepWritesOnError);
  const wrongSecret = (e: AppError) => e.code === 'unauthorized';

  async function startSession(organizationId: number, userId: number) {
    const token = newToken();
    await repo.insertSession(db, {
      organizationId,
      userId,
      tokenHash: hashToken(token),
      lastSeenAt: clock.now(),
      expiresAt: addMinutes(clock.now(), SESSION_TTL_DAYS * 24 * 60),
    });
    // The user as read; the route presents it (the caller's own record).
    return { token, user: await users.get(organizationId, userId) };
  }

  /** The organization named in a request must be the host's, when the host names one. */
  async function organizationFor(organizationId: number | undefined, host: OrganizationRow | null) {
    if (host && organizationId !== undefined && organizationId !== host.id) {
      throw new AppError('organization_mismatch', AUTH_MESSAGES.unauthorizedAccess);
    }
    const org = host ?? (organizationId !== undefined ? await organizations.findById(organizationId) : null);
    if (!org) throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
    if (!org.active) throw new AppError('access_revoked', AUTH_MESSAGES.unauthorizedAccess);
    return org;
  }

  /** Stores a single-use secret (earlier ones of the purpose stop working) and queues the mail that carries it. */
  async function mailSecret(
    org: OrganizationRow,
    user: { id: number; email: string },
    purpose: 'verify_email' | 'reset_password' | 'mfa',
    secret: string,
    ttlMinutes: number,
    content: MailContent,
    payload: UserTokenPayload | null = null,
  ) {
    await db.transaction(async (tx) => {
      // Verification links stay valid side by side: a second sign-up for an unconfirmed address must not cancel the
      // first one. Whichever link is used wins, and using it ends the others (verify).
      if (purpose !== 'verify_email') await repo.deleteUserTokens(tx, org.id, user.id, purpose);
      const id = await repo.insertUserToken(tx, {
        organizationId: org.id,
        userId: user.id,
        purpose,
        tokenHash: purpose === 'mfa' ? otpHash(user.id, secret) : hashToken(secret),
        expiresAt: addMinutes(clock.now(), ttlMinutes),
        payload,
      });
      await mail.queue(tx, {
        organizationId: org.id,
        kind: purpose,
        to: user.email,
        dedupeKey: `${purpose}:${id}`,
        content,
      });
    });
  }

  function sendVerification(
    org: OrganizationRow,
    user: { id: number; email: string },
    link: LinkBase,
    pending: UserTokenPayload | null = null,
  ) {
    const token = newToken();
    const content = verificationMail(org.displayName, `${link(org)}/login?confirmation_token=${token}`);
    return mailSecret(org, user, 'verify_email', token, EMAIL_VERIFICATION_TTL_HOURS * 60, content, pending);
  }

  /** Like reset requests, every verification mail counts against the address: nobody floods a mailbox with them. */
  async function countVerificationMail(organizationId: number, email: string) {
    await throttle.check(`verify:${organizationId}:${email}`);
    await throttle.fail(`verify:${organizationId}:${email}`);
  }

  const { mfaLogin } = createSecondFactor({
    db,
    clock,
    users,
    throttle,
    keepWritesOnError: deps.keepWritesOnError,
    startSession,
  });

  return {
    account: deps.account,
    startSession,

    /** Who is calling, and the request's scope with it (identify.ts). */
    identify: createIdentify(deps),

    async login(input: z.infer<typeof loginInput>['user'], host: OrganizationRow | null) {
      const org = await organizationFor(input.organization_id, host);
      const user = await throttle.guard(
        `login:${org.id}:${input.email}`,
        async () => {
          const found = await users.findByEmail(org.id, input.email);
          const ok = await verifyPassword(found?.passwordHash ?? null, input.password);
          if (!found || !ok || found.status === 'invited') {
            throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
          }
          return found;
        },
        wrongSecret,
      );
      if (user.status === 'deactivated') throw new AppError('access_revoked', AUTH_MESSAGES.unauthorizedAccess);
      if (!user.confirmedAt) throw new AppError('unverified', AUTH_MESSAGES.verifyEmailFirst);
      // Forced Okta (docs/DEVELOPERS.md "Forced Okta and break-glass"): only an admin still signs in with a
      // password, and always with the mailed one-time password, so an Okta outage cannot lock the organization out.
      // The password is checked first: the answer tells nobody who is an admin.
      if (org.forceOktaSignIn && user.role !== 'admin') throw new AppError('sso_required', AUTH_MESSAGES.forceOkta);
      if (!user.mfaRequired && !org.forceOktaSignIn) return startSession(org.id, user.id);

      const code = newNumericCode(OTP_LENGTH);
      await mailSecret(org, user, 'mfa', code, OTP_TTL_MINUTES, otpMail(org.displayName, code));
      return { mfa_required: true as const, user_id: user.id };
    },

    /**
     * The onboarding page signs in with temporary credentials (subdomain and onboarding code). The answer is an
     * onboarding token, held apart from sessions: it only lets the first admin sign up through /admin/sign-up.
     */
    async adminLogin(input: z.infer<typeof adminLoginInput>['user'], host: OrganizationRow | null) {
      const org = await organizationFor(input.organization_id, host);
      return throttle.guard(
        `onboard:${org.id}`,
        async () => {
          const ok =
            org.onboardCodeHash !== null &&
            input.username.toLowerCase() === org.subdomain.toLowerCase() &&
            safeEqual(org.onboardCodeHash, hashToken(input.password));
          if (!ok) throw new AppError('unauthorized', AUTH_MESSAGES.invalidCredentials);
          return { token: input.password, organization_id: org.id };
        },
        wrongSecret,
      );
    },

    mfaLogin,

    async signUp(input: z.infer<typeof signUpInput>, host: OrganizationRow | null, link: LinkBase, admin: boolean) {
      const org = await organizationFor(input.organization_id, host);
      if (org.forceOktaSignIn) throw new AppError('sso_required', AUTH_MESSAGES.forceOkta);
      const onboarding = admin || input.onboard_code !== undefined;
      if (onboarding) {
        await throttle.guard(
          `onboard:${org.id}`,
          async () => {
            if (
              !input.onboard_code ||
              !org.onboardCodeHash ||
              !safeEqual(org.onboardCodeHash, hashToken(input.onboard_code))
            ) {
              const message = AUTH_MESSAGES.onboardCodeInvalid;
              throw new AppError('onboard_code_invalid', message, { onboard_code: [message] });
            }
          },
          (e) => e.code === 'onboard_code_invalid',
        );
      }
      const existing = await users.findByEmail(org.id, input.email);
      // A row nobody has confirmed (a CSV employee, an unverified sign-up) may be claimed again: whoever proves the
      // mailbox (invitation link or verification mail) ends up with the account. A confirmed one is taken.
      if (existing && (existing.confirmedAt !== null || existing.status === 'deactivated')) {
        throw new AppError('conflict', AUTH_MESSAGES.emailInUse);
      }
      const proven = input.invitation_token
        ? await deps.invitations.fromToken(org.id, input.email, input.invitation_token)
        : null;
      if (input.invitation_token && !proven) {
        throw invalid({ invitation_token: [AUTH_MESSAGES.invitationInvalid] }, AUTH_MESSAGES.invitationInvalid);
      }
      const invitation = proven ?? (await users.findInvitation(org.id, input.email));
      // A contact row lifts no rule (ADR 7, issue 31): its address signs up as if the row were not there.
      const vouched = Boolean(existing && !existing.contactOnly);
      if (!onboarding && !invitation && !vouched && !(await organizations.allowsEmail(org.id, input.email))) {
        const message = AUTH_MESSAGES.emailDomainNotAllowed;
        throw new AppError('email_domain_not_allowed', message, { email: [message] });
      }
      if (!onboarding && !proven) await countVerificationMail(org.id, input.email);
      const passwordHash = await hashPassword(input.password);
      if (existing && !proven && !onboarding) {
        // Someone else's row (imported, invited, or an earlier sign-up): nothing changes on it until the mailbox is
        // proven. The credentials wait with the verification link and apply only when that link is used.
        const pending: UserTokenPayload = {
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          ...(invitation && !invitation.acceptedAt && { role: invitation.roleProposed }),
        };
        await sendVerification(org, existing, link, pending);
        return { message: AUTH_MESSAGES.verificationSent };
      }
      const userId = await users.register(org.id, {
        existingId: existing?.id ?? null,
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        role: onboarding ? 'admin' : (invitation?.roleProposed ?? existing?.role ?? 'user'),
        confirmedAt: onboarding || proven ? clock.now() : null,
        burnOnboardCode: onboarding,
      });
      if (onboarding || proven) {
        // The address is proven now: a stranger's earlier sign-up link for it must not apply later.
        await repo.deleteUserTokens(db, org.id, userId, 'verify_email');
        return startSession(org.id, userId);
      }
      await sendVerification(org, { id: userId, email: input.email }, link);
      return { message: AUTH_MESSAGES.verificationSent };
    },

    async resendVerification(
      email: string,
      organizationId: number | undefined,
      host: OrganizationRow | null,
      link: LinkBase,
    ) {
      const org = host ?? (organizationId ? await organizations.findById(organizationId) : null);
      if (org) await countVerificationMail(org.id, email);
      const user = org ? await users.findByEmail(org.id, email) : null;
      if (org && user && !user.confirmedAt && user.status === 'active') {
        await sendVerification(org, user, link);
      }
      return { message: AUTH_MESSAGES.verificationSent };
    },

    /**
     * The link proves the mailbox; the password proves it is the person who signed up (the one stored with the link,
     * or the row's own for a plain sign-up). A wrong password changes nothing; five of them end the link. A row
     * confirmed another way since, or deactivated, is not touched.
     */
    async verify(confirmationToken: string, password: string) {
      const refused = (fields?: Record<string, string[]>) =>
        new AppError('validation', AUTH_MESSAGES.accountNotVerified, fields);
      const token = await repo.findUsableToken(db, 'verify_email', hashToken(confirmationToken), clock.now());
      if (!token) throw refused();
      const user = await users.findByIdAnyOrganization(token.userId);
      if (!user || user.organizationId !== token.organizationId || user.confirmedAt || user.status === 'deactivated') {
        await repo.useToken(db, token.organizationId, token.id, clock.now());
        deps.keepWritesOnError();
        throw refused();
      }
      const expected = token.payload?.passwordHash ?? user.passwordHash;
      if (!(await verifyPassword(expected, password))) {
        // The wrong guess counts (and the fifth ends the link) although the answer is a refusal.
        deps.keepWritesOnError();
        if ((await repo.countTokenAttempt(db, token.organizationId, token.id)) >= MAX_OTP_ATTEMPTS) {
          await repo.useToken(db, token.organizationId, token.id, clock.now());
        }
        throw refused({ password: [AUTH_MESSAGES.verifyPasswordIncorrect] });
      }
      await db.transaction(async (tx) => {
        if (!(await repo.useToken(tx, token.organizationId, token.id, clock.now()))) throw refused();
        // The link used wins: other pending sign-ups for this address end, and its credentials (if any) apply now.
        await repo.deleteUserTokens(tx, token.organizationId, token.userId, 'verify_email', token.id);
        await users.confirm(tx, token.organizationId, token.userId, clock.now(), token.payload);
      });
      return { message: AUTH_MESSAGES.accountVerified };
    },

    async resetPassword(
      email: string,
      organizationId: number | undefined,
      host: OrganizationRow | null,
      link: LinkBase,
    ) {
      const org = host ?? (organizationId ? await organizations.findById(organizationId) : null);
      // Each request counts against the address (known or not), so nobody floods a mailbox with reset links.
      if (org) {
        await throttle.check(`reset:${org.id}:${email}`);
        await throttle.fail(`reset:${org.id}:${email}`);
      }
      const user = org ? await users.findByEmail(org.id, email) : null;
      // Forced Okta: the reset is refused, the same way for every address; an admin's link still goes out quietly
      // (the break-glass path needs a password the admin can recover).
      const forced = org?.forceOktaSignIn ?? false;
      if (org && user && user.status === 'active' && isAccount(user) && (!forced || user.role === 'admin')) {
        const token = newToken();
        const content = resetPasswordMail(org.displayName, `${link(org)}/change-password?token=${token}`);
        await mailSecret(org, user, 'reset_password', token, PASSWORD_RESET_TTL_HOURS * 60, content);
      }
      if (forced) {
        deps.keepWritesOnError();
        throw new AppError('sso_required', AUTH_MESSAGES.forceOkta);
      }
      return { message: AUTH_MESSAGES.resetNeutral };
    },

    async changePassword(input: z.infer<typeof changePasswordInput>) {
      const token = await repo.findUsableToken(db, 'reset_password', hashToken(input.token), clock.now());
      if (!token) throw new AppError('validation', AUTH_MESSAGES.resetLinkInvalid);
      const user = await users.get(token.organizationId, token.userId);
      // A link mailed to a contact before issue 31 does not make it an account either.
      if (!isAccount(user)) throw new AppError('validation', AUTH_MESSAGES.resetLinkInvalid);
      // A link mailed before the organization forced Okta no longer sets a password, except an admin's.
      const org = await organizations.findById(token.organizationId);
      if (org?.forceOktaSignIn && user.role !== 'admin') throw new AppError('sso_required', AUTH_MESSAGES.forceOkta);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        if (!(await repo.useToken(tx, token.organizationId, token.id, clock.now()))) {
          throw new AppError('validation', AUTH_MESSAGES.resetLinkInvalid);
        }
        // A reset proves the mailbox: it also confirms the address, and every other session ends.
        await users.setPassword(tx, token.organizationId, token.userId, passwordHash, clock.now());
        // Every pending secret ends with the old password: a stranger's sign-up link, an email change, a code.
        await repo.deleteUserSecrets(tx, token.organizationId, token.userId);
        await repo.deleteUserSessions(tx, token.organizationId, token.userId);
        await mail.queue(tx, {
          organizationId: token.organizationId,
          kind: 'security_notice',
          to: user.email,
          dedupeKey: `security_notice:${user.id}:${newToken()}`,
          content: securityNoticeMail('The password of your account was reset from a link sent to this address.'),
        });
      });
      // The mailbox is proven and the password new: earlier failures and reset requests no longer count.
      await throttle.succeed(`reset:${token.organizationId}:${user.email}`);
      await throttle.succeed(`login:${token.organizationId}:${user.email}`);
      return { message: AUTH_MESSAGES.passwordChanged };
    },

    logout: (actor: Actor) => repo.deleteSession(db, actor.organizationId, actor.sessionId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
