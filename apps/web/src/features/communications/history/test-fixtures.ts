import { communicationActions } from '@huddle/domain/communication-schemas';
import type { Role } from '@huddle/domain/roles';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { makeEvent, serveEvent } from '../../../test/event-fixtures';
import type { RecordedCall, Responder } from '../../../test/mock-fetch';
import type { CommunicationHistoryRow } from '../api/communication-models';

/** A history row as GraphQL communicationHistories presents it (docs/api-communications.md). */
export function makeRow(id: number, more: Partial<CommunicationHistoryRow> = {}): CommunicationHistoryRow {
  // By default the abilities a manager reads: what the row's status allows (the server's policy); `more` may differ.
  const allowed = communicationActions(more.status ?? 'sent', more.historyType ?? 'invitation');
  return {
    id: String(id),
    commId: String(100 + id),
    eventInvitationIds: [],
    historyType: 'invitation',
    deliveryMethods: ['email'],
    status: 'sent',
    sendTime: '2030-05-01T10:00:00Z',
    scheduledFor: null,
    sentAt: '2030-05-01T10:00:00Z',
    subject: `Subject ${id}`,
    recipientsCount: 3,
    failedRecipients: [],
    failedDeliveries: [],
    sendBy: { fullName: 'Grace Hopper', avatarKey: null },
    canEdit: allowed.includes('edit'),
    canDelete: allowed.includes('delete'),
    canSendNow: allowed.includes('send_now'),
    canCopyLink: allowed.includes('copy_link'),
    ...more,
  };
}

interface GraphqlBody {
  query: string;
  variables: Record<string, unknown>;
}

export const historyRequests = (calls: RecordedCall[]) =>
  calls.filter(
    (call) => call.path === '/graphql' && (call.body as GraphqlBody).query.includes('communicationHistories'),
  );

interface ServeOptions {
  role?: Role;
  routes?: Record<string, Responder>;
  /** Answers the history query instead of `rows` (errors, changing answers). */
  history?: Responder;
}

/** The event page's calls plus the history query answering `rows`. */
export function serveCommunications(
  event: Partial<HuddleEvent> = {},
  rows: CommunicationHistoryRow[] = [],
  { role = 'organizer', routes = {}, history }: ServeOptions = {},
) {
  const graphql: Responder =
    history ??
    (({ body }) => {
      const { query } = body as GraphqlBody;
      if (query.includes('communicationHistories')) return { body: { data: { communicationHistories: rows } } };
      return { status: 400, body: { errors: [{ message: 'unexpected query' }] } };
    });
  return serveEvent(makeEvent({ invitees_count: 4, ...event }), {
    role,
    routes: { 'POST /graphql': graphql, ...routes },
  });
}
