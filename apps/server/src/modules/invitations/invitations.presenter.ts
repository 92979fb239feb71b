import type { InvitationRecord } from '@huddle/domain/contracts/invitations';
import type { InvitationRow } from './invitations.repository.ts';

export function presentInvitation(row: InvitationRow): InvitationRecord {
  return {
    id: row.id,
    organization_id: row.organizationId,
    invited_user_email: row.invitedUserEmail,
    invited_user_name: row.invitedUserName,
    role_proposed: row.roleProposed,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
