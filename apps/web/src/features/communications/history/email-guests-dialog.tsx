import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import {
  COMMUNICATION_MESSAGES,
  defaultMessageSubject,
  emailReminderInput,
  type MessageStatus,
} from '@huddle/domain/communication-schemas';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { notify } from '../../../lib/snackbars';
import { useSendEmailReminder } from '../api/send-email-reminder';
import { StatusCheckboxes } from '../status-checkboxes';
import { plainTextToHtml } from './email-guests-body';
import { EMAIL_GUESTS_LABEL } from './history-labels';

export const SEND_TO_LABEL = 'Send to guests who answered';

interface EmailGuestsDialogProps {
  event: Pick<HuddleEvent, 'id' | 'name'>;
  onClose: () => void;
}

/**
 * Spec §2 'email-guests' dialog: a plain email, sent now, to the guests with the chosen answers
 * (POST /api/invitees/send_email_reminder without send_preview). A failure keeps the dialog, and the text, open.
 */
export function EmailGuestsDialog({ event, onClose }: EmailGuestsDialogProps) {
  const send = useSendEmailReminder();
  const [statuses, setStatuses] = useState<MessageStatus[]>([]);
  const [subject, setSubject] = useState(() => defaultMessageSubject(event.name));
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const parsed = emailReminderInput.safeParse({
    email_params: {
      event_id: event.id,
      subject,
      body: plainTextToHtml(message),
      // Kept in the order of the list, whatever order they were ticked in.
      recipients: statuses,
      send_preview: false,
    },
  });

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (!parsed.success) return;
    setFailure(null);
    try {
      const answer = await send.mutateAsync(parsed.data.email_params);
      notify.success(answer?.message || COMMUNICATION_MESSAGES.guestsEmailed);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, COMMUNICATION_MESSAGES.genericFailed));
    }
  };

  return (
    <FormDialog
      title={EMAIL_GUESTS_LABEL}
      submitLabel="Send"
      submittingLabel="Sending…"
      submitting={send.isPending}
      canSubmit={parsed.success}
      failure={failure}
      onSubmit={(formEvent) => void submit(formEvent)}
      onClose={onClose}
      maxWidth="sm"
    >
      <StatusCheckboxes legend={SEND_TO_LABEL} value={statuses} onChange={setStatuses} />
      <TextField
        label="Subject"
        value={subject}
        onChange={(change) => setSubject(change.target.value)}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 250 } }}
      />
      <TextField
        label="Message"
        value={message}
        onChange={(change) => setMessage(change.target.value)}
        required
        fullWidth
        multiline
        minRows={5}
      />
    </FormDialog>
  );
}
