import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DISCARD_TEXT, DISCARD_TITLE, deleteText, deleteTitle, sendNowText, sendNowTitle } from './composer-labels';
import { ScheduleDialog } from './schedule-dialog';
import type { ComposerFlow } from './use-composer-flow';

/** The schedule dialog and the confirmations of a composer (send now, discard changes, delete). */
export function ComposerOverlays({ flow }: { flow: ComposerFlow }) {
  return (
    <>
      {flow.scheduleOpen && (
        <ScheduleDialog
          type={flow.type}
          eventStart={flow.eventStart}
          timezone={flow.timezone}
          value={flow.schedule.isScheduled ? flow.schedule.scheduledFor : null}
          initialError={flow.scheduleError}
          onContinue={flow.setScheduledFor}
          onRemove={flow.clearSchedule}
          onClose={flow.closeSchedule}
        />
      )}
      <ConfirmDialog
        open={flow.confirm === 'send'}
        title={sendNowTitle(flow.type)}
        confirmLabel="Send now"
        pending={flow.saving}
        onConfirm={flow.confirmSend}
        onClose={flow.closeConfirm}
      >
        {sendNowText(flow.type)}
      </ConfirmDialog>
      <ConfirmDialog
        open={flow.confirm === 'discard'}
        title={DISCARD_TITLE}
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={flow.confirmDiscard}
        onClose={flow.closeConfirm}
      >
        {DISCARD_TEXT}
      </ConfirmDialog>
      <ConfirmDialog
        open={flow.confirm === 'delete'}
        title={deleteTitle(flow.type)}
        confirmLabel="Delete"
        destructive
        pending={flow.deleting}
        onConfirm={flow.confirmDelete}
        onClose={flow.closeConfirm}
      >
        {deleteText(flow.type)}
      </ConfirmDialog>
    </>
  );
}
