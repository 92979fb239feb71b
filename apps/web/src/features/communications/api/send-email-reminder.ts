import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailReminderInput } from '@huddle/domain/communication-schemas';
import type { EmailReminderResponse } from '@huddle/domain/contracts/communications';
import { api } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';

export type EmailReminderParams = EmailReminderInput['email_params'];

/**
 * POST /api/invitees/send_email_reminder: with send_preview, one address gets a preview of the mail; otherwise the
 * event's guests with the given statuses get it (the Email guests dialog).
 */
export function sendEmailReminder(params: EmailReminderParams) {
  return api.post<EmailReminderResponse>('/api/invitees/send_email_reminder', {
    email_params: params,
  });
}

export function useSendEmailReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmailReminder,
    onSuccess: (_answer, params) => {
      if (!params.send_preview)
        void queryClient.invalidateQueries({ queryKey: communicationKeys.event(params.event_id) });
    },
  });
}
