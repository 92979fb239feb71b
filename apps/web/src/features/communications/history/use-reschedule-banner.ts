import { useEffect, useReducer } from 'react';
import type { HuddleEvent } from '../../../lib/event/event-models';

/** localStorage key of one event's dismissal (spec §4: kept per event). */
export const rescheduleDismissKey = (eventId: number) => `huddle.reschedule-banner-dismissed.${eventId}`;

// Storage can be unavailable (private modes, blocked cookies); the banner then simply is not remembered.
function readDismissed(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeDismissed(key: string, dismissed: boolean): void {
  try {
    if (dismissed) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // See readDismissed.
  }
}

/**
 * Spec §4: after the event time changes so that a scheduled invitation would go out after the start, a warning
 * shows until dismissed. The dismissal is forgotten as soon as the page sees the condition clear, so a later
 * change that causes it again warns again.
 */
export function useRescheduleBanner(event: Pick<HuddleEvent, 'id'> & Partial<Pick<HuddleEvent, 'needs_rescheduling'>>) {
  const key = rescheduleDismissKey(event.id);
  const needed = event.needs_rescheduling === true;
  // Storage is the state; this only re-renders after a dismissal writes it.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    if (!needed) writeDismissed(key, false);
  }, [needed, key]);

  return {
    open: needed && !readDismissed(key),
    dismiss: () => {
      writeDismissed(key, true);
      rerender();
    },
  };
}
