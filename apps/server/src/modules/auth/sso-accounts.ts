import { AUTH_MESSAGES } from '@huddle/domain/messages';
import type { SsoProvider } from '@huddle/domain/sso-schemas';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrganizationRow, OrganizationsPort } from '../organizations/organizations.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import type { AuthService } from './auth.service.ts';

/** Whom an identity provider vouched for: OpenID Connect's ID token or a SAML assertion. */
export interface SsoIdentity {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * What every single sign-on has in common (Google and Okta with OpenID Connect, Okta with SAML; issue 34): the host's
 * organization, and the account rules and session once the identity provider has vouched for an address.
 */
export function createSsoAccounts(deps: {
  clock: Clock;
  organizations: OrganizationsPort;
  users: UsersPort;
  inOrganization: Tenancy['inOrganization'];
  startSession: AuthService['startSession'];
}) {
  const { clock, organizations, users } = deps;

  /** The host's organization, in a scope of its own; sign-in through SSO happens on the organization's host only. */
  async function hostOrganization(organizationId: number | null, named?: number) {
    if (organizationId === null) throw new AppError('unknown_organization', AUTH_MESSAGES.organizationNotFound);
    if (named !== undefined && named !== organizationId) {
      throw new AppError('organization_mismatch', AUTH_MESSAGES.unauthorizedAccess);
    }
    const org = await deps.inOrganization(organizationId, () => organizations.findById(organizationId));
    if (!org) throw new AppError('unknown_organization', AUTH_MESSAGES.organizationNotFound);
    if (!org.active) throw new AppError('access_revoked', AUTH_MESSAGES.unauthorizedAccess);
    return org;
  }

  /** The account of the address: the user's own, a claimed unconfirmed row, or a new one. */
  async function accountOf(org: OrganizationRow, identity: SsoIdentity) {
    const existing = await users.findByEmail(org.id, identity.email);
    if (existing?.status === 'deactivated') throw new AppError('access_revoked', AUTH_MESSAGES.unauthorizedAccess);
    if (existing?.confirmedAt && existing.status === 'active') return existing.id;
    const invitation = await users.findInvitation(org.id, identity.email);
    // As sign-up: an invitation or an employee row vouches for the address; otherwise it must be of the domains.
    const vouched = Boolean(invitation) || Boolean(existing && !existing.contactOnly);
    if (!vouched && !(await organizations.allowsEmail(org.id, identity.email))) {
      const message = AUTH_MESSAGES.emailDomainNotAllowed;
      throw new AppError('email_domain_not_allowed', message, { email: [message] });
    }
    // The provider proved the mailbox: the account is confirmed, as a verification link would. A password someone
    // chose at an unverified sign-up for this address does not carry over.
    return users.register(org.id, {
      existingId: existing?.id ?? null,
      email: identity.email,
      firstName: existing?.firstName || identity.firstName,
      lastName: existing?.lastName || identity.lastName,
      passwordHash: null,
      role: invitation?.roleProposed ?? existing?.role ?? 'user',
      confirmedAt: clock.now(),
      burnOnboardCode: false,
    });
  }

  return {
    hostOrganization,
    /** The person the provider vouched for signs in, in one scope of the organization: the account, then a session. */
    signIn(org: OrganizationRow, identity: SsoIdentity, provider: SsoProvider) {
      return deps.inOrganization(org.id, async () => {
        const userId = await accountOf(org, identity);
        if (provider === 'google') await users.noteGoogleSignIn(org.id, userId, clock.now());
        // The second factor is not asked again: the identity provider did its own (issue 34).
        return deps.startSession(org.id, userId);
      });
    },
  };
}

export type SsoAccounts = ReturnType<typeof createSsoAccounts>;
