/* eslint-disable no-restricted-syntax -- The organization record is read by its id in every scope, the system one
   included (sign-in and sign-up on the bare domain, the host's record, the mail of a job): this service names the
   organization itself instead of binding its repository to the scope. */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import {
  findOrganizationById,
  hasEmailDomain,
  listEmailDomains,
  rotateLinkSecret,
} from './organizations.repository.ts';
import { findOrganizationBySubdomain } from './organizations.cross-tenant.ts';
import type { Implements } from '../../lib/port.ts';
import type { OrganizationsPort } from './organizations.port.ts';

export function createOrganizationsService(db: Db) {
  return {
    findBySubdomain: (subdomain: string) => findOrganizationBySubdomain(db, subdomain),
    findById: (id: number) => findOrganizationById(db, id),
    async getBySubdomain(subdomain: string) {
      const org = await findOrganizationBySubdomain(db, subdomain);
      if (!org) throw new AppError('unknown_organization', AUTH_MESSAGES.organizationNotFound);
      return org;
    },
    emailDomains: (organizationId: number) => listEmailDomains(db, organizationId),
    /** Ends every RSVP link mailed so far (ADR 10). */
    rotateLinkSecret: (organizationId: number) => rotateLinkSecret(db, organizationId),
    /** Email domains define who can sign up (spec platform §2.9). */
    async allowsEmail(organizationId: number, email: string) {
      const domain = email.split('@')[1]?.toLowerCase() ?? '';
      return hasEmailDomain(db, organizationId, domain);
    },
  };
}

export type OrganizationsService = Implements<OrganizationsPort, ReturnType<typeof createOrganizationsService>>;
