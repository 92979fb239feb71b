import { randomBytes } from 'node:crypto';
import { OKTA_MESSAGES, OKTA_SAML_PATHS } from '@huddle/domain/okta-schemas';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { IdpMetadataCache } from '../../integrations/saml/idp-metadata.ts';
import {
  authnRequestUrl,
  serviceProviderMetadata,
  verifySamlResponse,
  type SamlSp,
} from '../../integrations/saml/saml-client.ts';
import { SamlError } from '../../integrations/saml/saml-error.ts';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { LinkBase } from '../../lib/links.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { OrganizationRow } from '../organizations/organizations.port.ts';
import type { SsoAccounts } from './sso-accounts.ts';
import { consumeSsoState, insertSsoState, recordSsoAssertion } from './sso.repository.ts';

/** An AuthnRequest must be answered within this. */
const REQUEST_TTL_MINUTES = 10;

/** Refused with the spec's words; the IdP's reason (SamlError, never a secret) stays the cause, for the log. */
const refused = (cause?: unknown) =>
  Object.assign(new AppError('unauthorized', OKTA_MESSAGES.signInFailed), cause ? { cause } : {});

/**
 * Okta sign-in with SAML (issue 34, ADR 35). The IdP's metadata is read outside any transaction (the routes declare
 * `ownScope`); the database is written in short scopes of the organization.
 */
export function createSamlService(deps: {
  db: Db;
  clock: Clock;
  link: LinkBase;
  inOrganization: Tenancy['inOrganization'];
  accounts: SsoAccounts;
  idpOf: IdpMetadataCache;
}) {
  const { db, clock, accounts } = deps;

  /** Our entity id (the metadata's URL) and ACS, from configuration: never from the request's headers. */
  const spOf = (org: OrganizationRow): SamlSp => ({
    entityId: `${deps.link(org)}${OKTA_SAML_PATHS.metadata}`,
    acsUrl: `${deps.link(org)}${OKTA_SAML_PATHS.acs}`,
  });

  /** The organization's IdP, from its metadata URL; refused when Okta is not set up with SAML or does not answer. */
  async function idpFor(org: OrganizationRow) {
    if (!org.oktaEnabled || org.oktaType !== 'saml' || !org.oktaSamlUrl) {
      throw new AppError('validation', OKTA_MESSAGES.signInFailed);
    }
    return deps.idpOf(org.oktaSamlUrl).catch((error: unknown) => {
      if (error instanceof SamlError) throw refused(error);
      throw error;
    });
  }

  return {
    spOf,

    /** An AuthnRequest for the IdP; its id is kept (hashed) for ten minutes so the answer must be to it. */
    async start(org: OrganizationRow) {
      const idp = await idpFor(org);
      // An XML ID is a name: it may not start with a digit.
      const requestId = `_${randomBytes(20).toString('hex')}`;
      const url = await authnRequestUrl(idp, spOf(org), requestId);
      await deps.inOrganization(org.id, () =>
        insertSsoState(db, org.id, {
          provider: 'okta_saml',
          stateHash: hashToken(requestId),
          expiresAt: addMinutes(clock.now(), REQUEST_TTL_MINUTES),
        }),
      );
      return { url, state: requestId };
    },

    /** Our metadata, for the admin to give Okta. */
    async metadata(organizationId: number | null) {
      return serviceProviderMetadata(spOf(await accounts.hostOrganization(organizationId)));
    },

    /**
     * The IdP's answer, posted by the browser to our ACS: verified, the assertion and its request used up (in one
     * committed scope, so a replay fails even when the sign-in then does), then the account and a session.
     */
    async consume(organizationId: number | null, samlResponse: string) {
      const org = await accounts.hostOrganization(organizationId);
      const sp = spOf(org);
      const assertion = await verifySamlResponse(await idpFor(org), sp, samlResponse, clock.now()).catch(
        (error: unknown) => {
          if (error instanceof SamlError) throw refused(error);
          throw error;
        },
      );
      const fresh = await deps.inOrganization(org.id, async () => {
        const now = clock.now();
        const expiresAt = assertion.notOnOrAfter > now ? assertion.notOnOrAfter : addMinutes(now, 1);
        const assertionIdHash = hashToken(assertion.assertionId);
        if (!(await recordSsoAssertion(db, org.id, { assertionIdHash, expiresAt }, now))) return false;
        return consumeSsoState(db, org.id, 'okta_saml', hashToken(assertion.inResponseTo), now);
      });
      if (!fresh) throw refused();
      return accounts.signIn(org, assertion, 'okta');
    },
  };
}

export type SamlService = ReturnType<typeof createSamlService>;
