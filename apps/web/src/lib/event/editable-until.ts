import type { HuddleEvent } from './event-models';

/**
 * Whether the clock has passed the moment the server said editing locks (`editable_until`, docs/api-events.md), so a
 * page left open across an event's start stops offering Edit and Delete without asking the server again. The
 * abilities themselves (can_edit, can_delete) stay the server's.
 */
export function isPastEditableUntil(event: Pick<HuddleEvent, 'editable_until'>, now = new Date()): boolean {
  return event.editable_until !== null && now.getTime() >= new Date(event.editable_until).getTime();
}
