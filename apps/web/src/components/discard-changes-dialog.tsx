import { ConfirmDialog } from './confirm-dialog';

interface DiscardChangesDialogProps {
  open: boolean;
  /** Back to the form, edits kept (Keep editing, Escape, a click outside). */
  onKeep: () => void;
  /** Throw the edits away and close the form. */
  onDiscard: () => void;
  message?: string;
}

/** "Discard changes?" when a form with unsaved edits is cancelled or closed (spec guest-engagement §4 Budget). */
export function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
  message = 'You have unsaved changes. Discard them?',
}: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard changes?"
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      destructive
      onConfirm={onDiscard}
      onClose={onKeep}
    >
      {message}
    </ConfirmDialog>
  );
}
