import type { InvitationRow } from './invitations.repository.ts';

/** What other modules use of invitations (docs/architecture.md, "Ports"): the sign-up link of the auth module. */
export interface InvitationsPort {
  /** The invitation a sign-up link proves, if pending, unexpired and of this email; in any scope. */
  fromToken(organizationId: number, email: string, token: string): Promise<InvitationRow | null>;
}
