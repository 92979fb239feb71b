import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useJoinGroup } from '../api/join-group';
import { useLeaveGroup } from '../api/leave-group';

/** Join and leave with the spec's snackbars (§8). */
export function useMembershipActions() {
  const joinMutation = useJoinGroup();
  const leaveMutation = useLeaveGroup();
  const join = (id: number) =>
    joinMutation.mutate(id, {
      onSuccess: () => notify.success(GROUP_MESSAGES.joined),
      onError: (error) => notify.error(GROUP_MESSAGES.joinFailed(errorMessage(error))),
    });
  /** `onLeft` runs after a successful leave, e.g. to leave the page of a private group one can no longer see. */
  const leave = (id: number, onLeft?: () => void) =>
    leaveMutation.mutate(id, {
      onSuccess: () => {
        notify.success(GROUP_MESSAGES.left);
        onLeft?.();
      },
      onError: (error) => notify.error(GROUP_MESSAGES.leaveFailed(errorMessage(error))),
    });
  return {
    join,
    leave,
    /** The group whose join or leave is under way, to disable its button. */
    pendingId: joinMutation.isPending
      ? joinMutation.variables
      : leaveMutation.isPending
        ? leaveMutation.variables
        : null,
  };
}
