import type { Role } from '@huddle/domain/roles';
import type { Executor } from '../../db/client.ts';
import type { invitationMappings, UserTokenPayload } from '../../db/schema/users.ts';
import type { UserWithOffice } from './users.repository.ts';

/**
 * What other modules use of users (docs/architecture.md, "Ports"): the auth module's sign-up, sign-in and account
 * steps, and the invitations module's look-ups. The functions that take a tenant or an executor run in any scope.
 */
export { presentSelf } from './users.presenter.ts';
export type { UserWithOffice } from './users.repository.ts';

export interface NewUser {
  existingId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  /** Null for an account made by a single sign-on (issue 34): it signs in through its identity provider. */
  passwordHash: string | null;
  role: Role;
  confirmedAt: Date | null;
  burnOnboardCode: boolean;
}

export interface UsersPort {
  /** A user of the organization named; 404 when there is none. */
  get(organizationId: number, id: number): Promise<UserWithOffice>;
  findByEmail(organizationId: number, email: string): Promise<UserWithOffice | null>;
  findByIdAnyOrganization(id: number): Promise<UserWithOffice | null>;
  /** The pending invitation of the address, or null. */
  findInvitation(organizationId: number, email: string): Promise<typeof invitationMappings.$inferSelect | null>;
  /** Signs up a new user (or the existing unconfirmed row); answers its id. */
  register(organizationId: number, input: NewUser): Promise<number>;
  confirm(tx: Executor, organizationId: number, id: number, at: Date, pending: UserTokenPayload | null): Promise<void>;
  setPassword(
    tx: Executor,
    organizationId: number,
    id: number,
    passwordHash: string,
    confirmedAt: Date | null,
  ): Promise<void>;
  /** The user signed in with Google (their has_google_sso_auth), in the caller's scope. */
  noteGoogleSignIn(organizationId: number, id: number, at: Date): Promise<void>;
  setMfa(tx: Executor, organizationId: number, id: number, enabled: boolean): Promise<void>;
  setEmail(tx: Executor, organizationId: number, id: number, email: string): Promise<void>;
}
