import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/snackbars';
import type { GroupMember } from '../api/group-models';
import { useRemoveGroupMember } from '../api/remove-group-member';

interface RemoveMemberDialogProps {
  groupId: number;
  groupName: string;
  member: GroupMember;
  onClose: () => void;
}

/** Asks before removing someone (mass_leave with one person). */
export function RemoveMemberDialog({ groupId, groupName, member, onClose }: RemoveMemberDialogProps) {
  const removeMember = useRemoveGroupMember(groupId);
  const confirm = () =>
    removeMember.mutate(member.id, {
      onSuccess: () => {
        notify.success(GROUP_MESSAGES.memberRemoved(member.full_name));
        onClose();
      },
      onError: () => {
        notify.error(GROUP_MESSAGES.removeMemberFailed);
        onClose();
      },
    });
  return (
    <ConfirmDialog
      open
      title={`Remove ${member.full_name}?`}
      confirmLabel={removeMember.isPending ? 'Removing…' : 'Remove'}
      destructive
      pending={removeMember.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {member.full_name} will no longer be a member of {groupName}
      {member.is_group_admin ? ' and will stop being one of its admins' : ''}.
    </ConfirmDialog>
  );
}
