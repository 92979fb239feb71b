import type { CommunicationStatus, DeliveryMethod, HistoryType } from '@huddle/domain/communication-schemas';

/** One row of the communications history (GraphQL communicationHistories; docs/api-communications.md). */
export interface CommunicationHistoryRow {
  id: string;
  commId: string;
  eventInvitationIds: string[];
  historyType: HistoryType;
  deliveryMethods: DeliveryMethod[];
  status: CommunicationStatus;
  sendTime: string;
  scheduledFor: string | null;
  sentAt: string | null;
  subject: string;
  recipientsCount: number;
  failedRecipients: string[];
  sendBy: { fullName: string; avatarKey: string | null } | null;
  /** The reader's abilities over the row, computed by the server's policy (docs/api-communications.md). */
  canEdit: boolean;
  canDelete: boolean;
  canSendNow: boolean;
}

/** A communication in REST answers. */
export interface Communication {
  id: number;
  comm_id: number;
  history_type: HistoryType;
  delivery_methods: DeliveryMethod[];
  status: CommunicationStatus;
  send_time: string;
  scheduled_for: string | null;
  sent_at: string | null;
  subject: string;
  recipients_count: number;
  failed_recipients: string[];
  send_by: { full_name: string; avatar_key: string | null } | null;
  can_edit: boolean;
  can_delete: boolean;
  can_send_now: boolean;
}

export interface CommunicationResponse {
  communication: Communication;
  message: string;
}
