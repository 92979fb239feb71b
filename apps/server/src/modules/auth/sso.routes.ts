import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_RATE_LIMIT_PER_MINUTE } from '@huddle/domain/constants';
import { sessionResponse } from '@huddle/domain/contracts/auth';
import { ssoFinishInput, ssoStartInput, ssoStartResponse, type SsoProvider } from '@huddle/domain/sso-schemas';
import { publicRoute } from '../../plugins/route-matrix.ts';
import { sessionAnswer } from './auth.routes.ts';
import type { SsoService } from './sso.service.ts';

/**
 * Google and Okta sign-in (issue 34). Both steps talk to the identity provider during the request, so they open
 * their own short scopes (`ownScope`): no transaction is held while the provider answers.
 */
export function ssoRoutes(sso: SsoService, options: { rateLimit?: number; secureCookies: boolean }) {
  // The same answer as a password sign-in: the session cookie, the user and the token.
  const withSession = sessionAnswer(options.secureCookies);
  const config = {
    access: 'public' as const,
    matrix: publicRoute,
    ownScope: () => true,
    rateLimit: { max: options.rateLimit ?? AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/users/sso_start',
      { config, schema: { body: ssoStartInput, response: { 200: ssoStartResponse } } },
      async (request) => sso.start(request.body.provider, request.hostOrganizationId),
    );

    for (const provider of ['google', 'okta'] as const satisfies readonly SsoProvider[]) {
      r.post(
        `/api/users/${provider}_oauth`,
        { config, schema: { body: ssoFinishInput, response: { 200: sessionResponse } } },
        async (request, reply) =>
          withSession(reply, await sso.finish(provider, request.hostOrganizationId, request.body)),
      );
    }
  };
}
