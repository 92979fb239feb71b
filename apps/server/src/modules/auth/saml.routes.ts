import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AUTH_RATE_LIMIT_PER_MINUTE } from '@huddle/domain/constants';
import { OKTA_SAML_PATHS } from '@huddle/domain/okta-schemas';
import { AppError, rootMessage } from '../../lib/errors.ts';
import { publicRoute, sameForAll } from '../../plugins/route-matrix.ts';
import { sessionAnswer } from './auth.routes.ts';
import type { SamlService } from './saml.service.ts';

/** A SAMLResponse of Okta is a few kilobytes; the form's limit leaves room for many attributes and certificates. */
const FORM_LIMIT = 256 * 1024;

/** The short reasons the error page may be given; anything else is `failed`. */
const REASONS = new Set(['email_domain_not_allowed', 'access_revoked', 'unknown_organization']);

/**
 * Okta SAML's service provider (issue 34, ADR 35): its metadata, and the assertion consumer service that Okta's
 * auto-submitting form posts to (a cross-site POST by design, on the organization's host). Both read the IdP's
 * metadata or ours outside any transaction (`ownScope`).
 */
export function samlRoutes(saml: SamlService, options: { rateLimit?: number; secureCookies: boolean }) {
  const withSession = sessionAnswer(options.secureCookies);
  const rateLimit = { max: options.rateLimit ?? AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  return async (app: FastifyInstance) => {
    // Only here: Okta posts a form (application/x-www-form-urlencoded), which the rest of the API never accepts.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      OKTA_SAML_PATHS.metadata,
      {
        config: { access: 'public', matrix: publicRoute, ownScope: () => true },
        schema: {
          produces: ['application/samlmetadata+xml'],
          response: { 200: z.string().describe('The service provider metadata (SAML 2.0 EntityDescriptor).') },
        },
      },
      async (request, reply) =>
        reply.type('application/samlmetadata+xml; charset=utf-8').send(await saml.metadata(request.hostOrganizationId)),
    );

    app.post(
      OKTA_SAML_PATHS.acs,
      {
        // Whatever comes in, the browser is sent on to a page of the web: signed in, or the error page.
        config: { access: 'public', matrix: sameForAll(303), ownScope: () => true, rateLimit },
        schema: {
          response: {
            303: z.null().describe(`A redirect to ${OKTA_SAML_PATHS.success} or ${OKTA_SAML_PATHS.error}?reason=…`),
          },
        },
      },
      async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, unknown>;
        try {
          if (typeof form.SAMLResponse !== 'string' || !form.SAMLResponse) throw new AppError('validation', 'none');
          const session = await saml.consume(request.hostOrganizationId, form.SAMLResponse);
          withSession(reply, session);
          return reply.redirect(OKTA_SAML_PATHS.success, 303);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // Why, for whoever sets Okta up (the message names no secret); the browser learns only a short code.
          request.log.warn({ reason: rootMessage(error), code: error.code }, 'Okta SAML sign-in refused');
          const reason = REASONS.has(error.code) ? error.code : 'failed';
          return reply.redirect(`${OKTA_SAML_PATHS.error}?reason=${reason}`, 303);
        }
      },
    );
  };
}
