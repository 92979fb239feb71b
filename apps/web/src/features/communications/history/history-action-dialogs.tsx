import { useState } from 'react';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/snackbars';
import type { CommunicationHistoryRow } from '../api/communication-models';
import { useDeleteCommunication } from '../api/delete-communication';
import { useSendCommunicationNow } from '../api/send-communication-now';
import { DELETE_TITLE, deleteText, rowName, SEND_NOW_TITLE, sendNowText } from './history-labels';

export interface ConfirmingAction {
  action: 'delete' | 'send_now';
  row: CommunicationHistoryRow;
}

interface HistoryActionDialogsProps {
  eventId: number;
  /** The action waiting for confirmation; null closes the dialogs. */
  confirming: ConfirmingAction | null;
  onDone: () => void;
}

/**
 * The confirmations before deleting a communication or sending it now (spec §2 dialogs). Spec §8 fixes the texts:
 * the failures are the spec's own words, not the server's.
 */
export function HistoryActionDialogs({ eventId, confirming, onDone }: HistoryActionDialogsProps) {
  const remove = useDeleteCommunication();
  const sendNow = useSendCommunicationNow();
  // The last row asked about keeps its name in the dialog while the dialog fades out.
  const [shown, setShown] = useState(confirming);
  if (confirming && confirming !== shown) setShown(confirming);
  const name = shown ? rowName(shown.row) : '';

  const confirmDelete = async (row: CommunicationHistoryRow) => {
    try {
      await remove.mutateAsync({ eventId, id: row.id });
      notify.success(COMMUNICATION_MESSAGES.deleted);
    } catch {
      notify.error(COMMUNICATION_MESSAGES.deleteFailed);
    }
    onDone();
  };

  const confirmSendNow = async (row: CommunicationHistoryRow) => {
    try {
      await sendNow.mutateAsync({ eventId, id: row.id });
      notify.success(COMMUNICATION_MESSAGES.sent);
    } catch {
      notify.error(COMMUNICATION_MESSAGES.genericFailed);
    }
    onDone();
  };

  return (
    <>
      <ConfirmDialog
        open={confirming?.action === 'delete'}
        title={DELETE_TITLE}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => confirming && void confirmDelete(confirming.row)}
        onClose={onDone}
      >
        {deleteText(name)}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming?.action === 'send_now'}
        title={SEND_NOW_TITLE}
        confirmLabel="Send now"
        pending={sendNow.isPending}
        onConfirm={() => confirming && void confirmSendNow(confirming.row)}
        onClose={onDone}
      >
        {sendNowText(name)}
      </ConfirmDialog>
    </>
  );
}
