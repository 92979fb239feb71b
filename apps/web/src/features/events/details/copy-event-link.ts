import { useCallback } from 'react';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import type { EventPrivacy } from '@huddle/domain/event-rules';
import { notify } from '../../../lib/snackbars';

/** Open events are shared by their public page; the others by the signed-in view. */
export function eventShareLink(event: { id: number; privacy: EventPrivacy }, origin: string): string {
  return event.privacy === 'open' ? `${origin}/public/${event.id}` : `${origin}/event/${event.id}/view`;
}

/** "Copy event link" with the spec's clipboard messages (events §8). */
export function useCopyEventLink(event: { id: number; privacy: EventPrivacy }) {
  const { id, privacy } = event;
  return useCallback(async () => {
    const link = eventShareLink({ id, privacy }, window.location.origin);
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') {
      notify.error(EVENT_MESSAGES.clipboardUnsupported);
      return;
    }
    try {
      await clipboard.writeText(link);
      notify.success(EVENT_MESSAGES.copyLinkDone);
    } catch {
      notify.error(EVENT_MESSAGES.copyFailed('the event link'));
    }
  }, [id, privacy]);
}
