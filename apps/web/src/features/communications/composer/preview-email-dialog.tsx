import { useState, type FormEvent } from 'react';
import Typography from '@mui/material/Typography';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { notify } from '../../../lib/snackbars';
import { useSendEmailReminder } from '../api/send-email-reminder';

interface PreviewEmailDialogProps {
  eventId: number;
  subject: string;
  body: string;
  onClose: () => void;
}

/**
 * 'Send preview email': the mail as a guest would get it (POST send_email_reminder, send_preview). It goes to the
 * signed-in person's own address only (the server decides, issue 12), so the composer cannot mail strangers.
 */
export function PreviewEmailDialog({ eventId, subject, body, onClose }: PreviewEmailDialogProps) {
  const { user } = useCurrentUser();
  const sender = useSendEmailReminder();
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setFailure(null);
    try {
      const answer = await sender.mutateAsync({
        event_id: eventId,
        subject,
        body,
        recipients: [],
        send_preview: true,
      });
      notify.success(answer.message || COMMUNICATION_MESSAGES.previewSent(user?.email ?? ''));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, COMMUNICATION_MESSAGES.genericFailed));
    }
  };

  return (
    <FormDialog
      title="Send preview email"
      submitLabel="Send preview"
      submittingLabel="Sending…"
      submitting={sender.isPending}
      failure={failure}
      onSubmit={(event) => void send(event)}
      onClose={onClose}
    >
      <Typography>
        The preview goes to your own address{user?.email ? `, ${user.email}` : ''}. It shows the mail as a guest gets
        it; its buttons do nothing.
      </Typography>
    </FormDialog>
  );
}
