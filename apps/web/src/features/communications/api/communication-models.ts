import type { CommunicationStatus, DeliveryMethod, HistoryType } from '@huddle/domain/communication-schemas';
import type { CommunicationRecord, CommunicationSavedResponse } from '@huddle/domain/contracts/communications';

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
  /** Each undelivered address with the mail server's reason. */
  failedDeliveries: { email: string; reason: string }[];
  sendBy: { fullName: string; avatarKey: string | null } | null;
  /** The reader's abilities over the row, computed by the server's policy (docs/api-communications.md). */
  canEdit: boolean;
  canDelete: boolean;
  canSendNow: boolean;
  /** A survey waiting to go out: copy its answering page's link. */
  canCopyLink: boolean;
}

/** A communication in REST answers: the server's contract (packages/domain/src/contracts/communications.ts). */
export type Communication = CommunicationRecord;

export type CommunicationResponse = CommunicationSavedResponse;
