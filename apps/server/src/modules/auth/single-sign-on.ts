import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import { createIdpMetadataCache } from '../../integrations/saml/idp-metadata.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LinkBase } from '../../lib/links.ts';
import type { OrganizationsPort } from '../organizations/organizations.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import type { AuthService } from './auth.service.ts';
import { createSamlService } from './saml.service.ts';
import { createSsoAccounts } from './sso-accounts.ts';
import { createSsoService } from './sso.service.ts';

/**
 * Single sign-on (issue 34): Google and Okta with OpenID Connect (`sso`), Okta with SAML (`saml`), one set of account
 * rules for both, and a session as a password sign-in makes.
 */
export function createSingleSignOn(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'google' | 'integrationsKey'>;
  link: LinkBase;
  organizations: OrganizationsPort;
  users: UsersPort;
  inOrganization: Tenancy['inOrganization'];
  startSession: AuthService['startSession'];
}) {
  const { db, clock, link, inOrganization } = deps;
  const accounts = createSsoAccounts({
    clock,
    organizations: deps.organizations,
    users: deps.users,
    inOrganization,
    startSession: deps.startSession,
  });
  const saml = createSamlService({
    db,
    clock,
    link,
    inOrganization,
    accounts,
    idpOf: createIdpMetadataCache(() => clock.now()),
  });
  const sso = createSsoService({
    db,
    clock,
    config: deps.config,
    link,
    inOrganization,
    accounts,
    startSaml: saml.start,
  });
  return { sso, saml };
}
