import { RSVP_ANSWER_LABELS, RSVP_MESSAGES, type RsvpAnswer } from '@huddle/domain/guest-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface LeavePausedDialogProps {
  /** The answer waiting for confirmation; null closes the dialog. */
  next: RsvpAnswer | null;
  pending?: boolean;
  onConfirm: (answer: RsvpAnswer) => void;
  onClose: () => void;
}

/** While RSVPs are paused, leaving Yes cannot be undone: the guest confirms first. */
export function LeavePausedDialog({ next, pending, onConfirm, onClose }: LeavePausedDialogProps) {
  return (
    <ConfirmDialog
      open={next !== null}
      title={RSVP_MESSAGES.leavePausedTitle}
      confirmLabel={next ? `Change to ${RSVP_ANSWER_LABELS[next]}` : 'Change'}
      destructive
      pending={pending}
      onConfirm={() => {
        if (next) onConfirm(next);
      }}
      onClose={onClose}
    >
      {RSVP_MESSAGES.leavePausedBody}
    </ConfirmDialog>
  );
}
