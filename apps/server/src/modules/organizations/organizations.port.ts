/** What other modules use of organizations (docs/architecture.md, "Ports"). */
export type { OrganizationRow } from './organizations.types.ts';
export { fileUrl } from './organizations.presenter.ts';
import type { OrganizationRow } from './organizations.types.ts';

export interface OrganizationsPort {
  /** The record by id, in any scope (the system one included), or null. */
  findById(id: number): Promise<OrganizationRow | null>;
  /** The address is of one of the organization's email domains (spec platform §2.9). */
  allowsEmail(organizationId: number, email: string): Promise<boolean>;
  /** Ends every RSVP link mailed so far (ADR 10). */
  rotateLinkSecret(organizationId: number): Promise<void>;
}
