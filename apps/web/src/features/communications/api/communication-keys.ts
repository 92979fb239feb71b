import { eventKeys } from '../../../lib/event/event-keys';

/** Query keys of one event's communications, below the event keys so a change to the event family reaches them. */
export const communicationKeys = {
  event: (eventId: number) => [...eventKeys.all, 'communications', eventId] as const,
  history: (eventId: number) => [...communicationKeys.event(eventId), 'history'] as const,
  slackInvited: (eventId: number) => [...communicationKeys.event(eventId), 'slack-invited'] as const,
  invitation: (eventId: number, method: string, commId: number | null) =>
    [...communicationKeys.event(eventId), 'invitation', method, commId] as const,
  message: (eventId: number, commId: number) => [...communicationKeys.event(eventId), 'message', commId] as const,
  options: (eventId: number, type: string, params: Record<string, unknown>) =>
    [...communicationKeys.event(eventId), 'options', type, params] as const,
  members: (eventId: number, type: string, id: number) =>
    [...communicationKeys.event(eventId), 'members', type, id] as const,
};
