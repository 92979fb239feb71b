import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { AppError, forbidden } from './errors.ts';

/**
 * The organization behind a public page or call (public event, public RSVP and look-up, mail RSVP answers): none on
 * the bare domain (403, as before), and an organization that is not active serves nothing public (404; the SPA shows
 * its landing page).
 */
export async function publicOrganization(request: FastifyRequest) {
  const organization = await request.hostOrganization();
  if (!organization) throw forbidden();
  if (!organization.active) throw new AppError('inactive_organization', AUTH_MESSAGES.organizationNotFound);
  return organization;
}
