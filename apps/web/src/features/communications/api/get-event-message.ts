import { useQuery } from '@tanstack/react-query';
import type { CommunicationStatus, DeliveryMethod, MessageStatus } from '@huddle/domain/communication-schemas';
import { api } from '../../../lib/api-client';
import { communicationKeys } from './communication-keys';

/** A saved event message (docs/api-communications.md, GET /api/event_messages/{id}). */
export interface EventMessage {
  id: number;
  communication_history_id: number | null;
  event_id: number;
  message_type: DeliveryMethod;
  message_subject: string;
  message_body: string;
  invitee_statuses: MessageStatus[];
  is_scheduled: boolean;
  scheduled_for: string | null;
  show_event_details_button: boolean;
  show_rsvp_buttons: boolean;
  status: CommunicationStatus | null;
  /** Still unsent: the form is not locked (the server's policy, docs/api-communications.md). */
  can_edit: boolean;
}

export function fetchEventMessage(id: number): Promise<EventMessage> {
  return api.get<{ event_message: EventMessage }>(`/api/event_messages/${id}`).then((answer) => answer.event_message);
}

/** The composer starts from the saved message once; `id` null (a new message) loads nothing. */
export function useEventMessage(eventId: number, id: number | null) {
  return useQuery({
    queryKey: communicationKeys.message(eventId, id ?? 0),
    queryFn: () => fetchEventMessage(id!),
    enabled: id !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
