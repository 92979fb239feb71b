import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { COMMUNICATION_MESSAGES } from '@huddle/domain/communication-schemas';
import { FormDialog } from '../../../../components/form-dialog';
import { errorMessage, isApiError } from '../../../../lib/api-client';
import { useCurrentUser } from '../../../../lib/current-user';
import { notify } from '../../../../lib/snackbars';
import { useSendEmailReminder } from '../../api/send-email-reminder';

interface PreviewEmailDialogProps {
  eventId: number;
  subject: string;
  body: string;
  onClose: () => void;
}

const addressSchema = z
  .string()
  .trim()
  .min(1, COMMUNICATION_MESSAGES.previewEmailRequired)
  .pipe(z.email(COMMUNICATION_MESSAGES.previewEmailInvalid).max(254, COMMUNICATION_MESSAGES.previewEmailInvalid));

/** 'Send preview email': one address gets the mail as a guest would (POST send_email_reminder, send_preview). */
export function PreviewEmailDialog({ eventId, subject, body, onClose }: PreviewEmailDialogProps) {
  const { user } = useCurrentUser();
  const sender = useSendEmailReminder();
  // The organizer's own address is the usual place to check a preview.
  const [address, setAddress] = useState(() => user?.email ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setFailure(null);
    const parsed = addressSchema.safeParse(address);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? null);
    setFieldError(null);
    try {
      const answer = await sender.mutateAsync({
        event_id: eventId,
        subject,
        body,
        recipients: [parsed.data],
        send_preview: true,
      });
      notify.success(answer.message || COMMUNICATION_MESSAGES.previewSent(parsed.data));
      onClose();
    } catch (error) {
      const recipientError = isApiError(error) ? error.errors?.recipients?.[0] : undefined;
      if (recipientError) setFieldError(recipientError);
      else setFailure(errorMessage(error, COMMUNICATION_MESSAGES.genericFailed));
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
      <TextField
        label="Email address"
        type="email"
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setFieldError(null);
        }}
        error={Boolean(fieldError)}
        helperText={fieldError ?? 'The preview shows the mail as a guest gets it; its buttons do nothing.'}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: 254 } }}
      />
    </FormDialog>
  );
}
