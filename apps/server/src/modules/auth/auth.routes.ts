import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLoginInput,
  changePasswordInput,
  confirmEmailInput,
  loginInput,
  mfaLoginInput,
  resendVerificationInput,
  resetPasswordInput,
  signUpInput,
  updatePasswordInput,
  verifyInput,
} from '@huddle/domain/auth-schemas';
import { AUTH_RATE_LIMIT_PER_MINUTE, SESSION_TTL_DAYS } from '@huddle/domain/constants';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import {
  adminLoginResponse,
  loginResponse,
  sessionResponse,
  signUpResponse,
  type SessionUserRecord,
} from '@huddle/domain/contracts/auth';
import { messageResponse } from '@huddle/domain/contracts/events';
import { requireActor, sessionCookieName } from '../../plugins/access.ts';
import { anyMember, publicRoute } from '../../plugins/route-matrix.ts';
import { linkBaseFor } from '../../lib/links.ts';
import { presentSelf } from '../users/users.port.ts';
import type { AuthService } from './auth.service.ts';

/**
 * Login, sign-up, reset and the second factor, per address: a ceiling generous enough for an office behind one
 * address. Accounts and onboarding codes have their own lock-out in the service (throttle.ts, ADR 0009).
 */
const limited = (max: number) => ({
  access: 'public' as const,
  // On the bare domain these name their organization in the body (ADR 12).
  crossTenantOnBareDomain: true as const,
  matrix: publicRoute,
  rateLimit: { max, timeWindow: 60_000 },
});
const member = { access: 'authenticated' as const, matrix: anyMember };
/** The answers that only say what happened. */
const answersMessage = { response: { 200: messageResponse } };

/**
 * How every sign-in answers once a session began (password, second factor, single sign-on): its cookie, and the
 * caller's own user presented with the token.
 */
export function sessionAnswer(secureCookies: boolean) {
  const cookieName = sessionCookieName(secureCookies);
  return (reply: FastifyReply, session: { token: string; user: Parameters<typeof presentSelf>[0] }) => {
    reply.setCookie(cookieName, session.token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: secureCookies,
      maxAge: SESSION_TTL_DAYS * 24 * 3600,
    });
    // presentSelf is the users module's and not yet typed to a contract (its `state` is a plain string); the
    // response schema checks the answer on the way out.
    return { user: presentSelf(session.user) as SessionUserRecord, token: session.token };
  };
}

export function authRoutes(
  auth: AuthService,
  options: { rateLimit?: number; /** The public site is HTTPS (configuration). */ secureCookies: boolean },
) {
  const max = options.rateLimit ?? AUTH_RATE_LIMIT_PER_MINUTE;
  const cookieName = sessionCookieName(options.secureCookies);
  const withSession = sessionAnswer(options.secureCookies);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const link = (request: FastifyRequest) => linkBaseFor(request);

    r.post(
      '/api/users/login',
      { config: limited(max), schema: { body: loginInput, response: { 200: loginResponse } } },
      async (request, reply) => {
        const result = await auth.login(request.body.user, await request.hostOrganization());
        return 'token' in result ? withSession(reply, result) : result;
      },
    );

    r.post(
      '/api/admins/login',
      { config: limited(max), schema: { body: adminLoginInput, response: { 200: adminLoginResponse } } },
      async (request) => auth.adminLogin(request.body.user, await request.hostOrganization()),
    );

    r.post(
      '/api/users/mfa_login',
      { config: limited(max), schema: { body: mfaLoginInput, response: { 200: sessionResponse } } },
      async (request, reply) => withSession(reply, await auth.mfaLogin(request.body, await request.hostOrganization())),
    );

    for (const [path, admin] of [
      ['/api/users', false],
      ['/api/admins', true],
    ] as const) {
      r.post(
        path,
        { config: limited(max), schema: { body: signUpInput, response: { 201: signUpResponse } } },
        async (request, reply) => {
          const result = await auth.signUp(request.body, await request.hostOrganization(), link(request), admin);
          reply.status(201);
          return 'token' in result ? withSession(reply, result) : result;
        },
      );
    }

    r.post(
      '/api/users/resend_verification',
      { config: limited(max), schema: { body: resendVerificationInput, ...answersMessage } },
      async (request) =>
        auth.resendVerification(
          request.body.email,
          request.body.organization_id,
          await request.hostOrganization(),
          link(request),
        ),
    );

    r.post(
      '/api/users/verified',
      { config: limited(max), schema: { body: verifyInput, ...answersMessage } },
      async (request) => auth.verify(request.body.confirmation_token, request.body.password),
    );

    r.post(
      '/api/users/reset_password',
      { config: limited(max), schema: { body: resetPasswordInput, ...answersMessage } },
      async (request) =>
        auth.resetPassword(
          request.body.email,
          request.body.organization_id,
          await request.hostOrganization(),
          link(request),
        ),
    );

    r.post(
      '/api/users/change_password',
      { config: limited(max), schema: { body: changePasswordInput, ...answersMessage } },
      async (request) => auth.changePassword(request.body),
    );

    r.post(
      '/api/users/update_pass',
      {
        config: { ...member, rateLimit: { max, timeWindow: 60_000 } },
        schema: { body: updatePasswordInput, ...answersMessage },
      },
      async (request) => auth.account.updatePassword(requireActor(request), request.body),
    );

    // The confirmation page posts the token from the mail link: opening the link alone changes nothing.
    r.post(
      '/api/users/confirm_email',
      { config: limited(max), schema: { body: confirmEmailInput, ...answersMessage } },
      async (request) => auth.account.confirmEmailChange(request.body.token),
    );

    r.post('/api/users/cancel_email_change', { config: member, schema: answersMessage }, async (request) =>
      auth.account.cancelEmailChange(requireActor(request)),
    );

    r.post('/api/users/logout_others', { config: member, schema: answersMessage }, async (request) =>
      auth.account.logoutOthers(requireActor(request)),
    );

    r.post('/api/users/logout', { config: member, schema: answersMessage }, async (request, reply) => {
      await auth.logout(requireActor(request));
      reply.clearCookie(cookieName, { path: '/', secure: options.secureCookies });
      return { message: AUTH_MESSAGES.loggedOut };
    });
  };
}
