import { GUEST_MESSAGES } from '@huddle/domain/guest-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import type { Guest } from '../api/guest-models';
import { useRemoveInvitees } from '../api/remove-invitees';
import { REMOVE_GUESTS_TITLE, removeGuestsText } from './guest-labels';

interface RemoveGuestsDialogProps {
  eventId: number;
  /** The guests to remove; null closes the dialog. */
  guests: Guest[] | null;
  /** `removed` is true when the guests were removed. */
  onDone: (removed: boolean) => void;
}

/** "Remove guests?" before DELETE /api/events/{id}/invitees.json. */
export function RemoveGuestsDialog({ eventId, guests, onDone }: RemoveGuestsDialogProps) {
  const remove = useRemoveInvitees();
  const confirm = async () => {
    if (!guests?.length) return;
    try {
      const answer = await remove.mutateAsync({ eventId, ids: guests.map((guest) => Number(guest.id)) });
      notify.success(answer?.message || GUEST_MESSAGES.removed(answer?.deleted_count ?? guests.length));
      onDone(true);
    } catch (error) {
      notify.error(errorMessage(error));
      onDone(false);
    }
  };
  return (
    <ConfirmDialog
      open={guests !== null}
      title={REMOVE_GUESTS_TITLE}
      confirmLabel="Remove"
      destructive
      pending={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={() => onDone(false)}
    >
      {guests && removeGuestsText(guests.map((guest) => guest.fullName))}
    </ConfirmDialog>
  );
}
