import type { QueryClient } from '@tanstack/react-query';
import { eventKeys } from './event-keys';
import type { HuddleEvent } from './event-models';

/** Keeps the editor, the pages and the lists in step with a saved event (a save, a publish, an RSVP, a pause). */
export function storeSavedEvent(queryClient: QueryClient, event: HuddleEvent): void {
  queryClient.setQueryData(eventKeys.detail(event.id), event);
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'range'] });
}
