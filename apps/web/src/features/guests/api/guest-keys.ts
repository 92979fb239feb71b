import { eventKeys } from '../../../lib/event/event-keys';
import type { GuestListParams } from './guest-models';

/** Query keys of one event's guests, below the event keys so a change to the event family reaches them too. */
export const guestKeys = {
  event: (eventId: number) => eventKeys.guests(eventId),
  list: (eventId: number, params: GuestListParams) => [...guestKeys.event(eventId), 'list', params] as const,
  overview: (eventId: number) => [...guestKeys.event(eventId), 'overview'] as const,
};
