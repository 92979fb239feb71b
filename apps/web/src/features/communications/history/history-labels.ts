import { DELIVERY_METHOD_LABELS } from '@huddle/domain/communication-schemas';
import type { CommunicationType, DeliveryMethod, HistoryType } from '@huddle/domain/communication-schemas';

export const HISTORY_TYPE_LABELS: Record<HistoryType, string> = {
  invitation: 'Invitation',
  message: 'Message',
  survey: 'Survey',
  announcement: 'Announcement',
};

export const CARD_TITLES: Record<CommunicationType, string> = { invitation: 'Invitations', message: 'Messages' };

export const SELECT_METHOD_LABEL = 'Select delivery method';
export const VIEW_GUEST_LIST_LABEL = 'View guest list';
export const EMAIL_GUESTS_LABEL = 'Email guests';
export const HISTORY_TITLE = 'Communication history';
export const HISTORY_LOAD_FAILED = 'The communications could not be loaded.';

export const DELETE_TITLE = 'Delete communication?';
export const SEND_NOW_TITLE = 'Send now?';

/** "Email, Calendar invite": the card subheaders and the table's method column. */
export function methodsText(methods: readonly DeliveryMethod[]): string {
  return methods.map((method) => DELIVERY_METHOD_LABELS[method]).join(', ');
}

/** How a row is named in action labels and dialogs: its subject, or its type when it has none. */
export function rowName(row: { subject: string; historyType: HistoryType }): string {
  return row.subject.trim() || HISTORY_TYPE_LABELS[row.historyType];
}

// Only unsent communications offer these actions (communicationActions), so both texts speak of an unsent one.
export const deleteText = (name: string) => `"${name}" will be deleted and will not be sent.`;
export const sendNowText = (name: string) => `"${name}" will be sent to its recipients now.`;
