import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EventSavedResponse } from '../../../lib/event/event-models';
import { storeSavedEvent } from '../../../lib/event/store-saved-event';
import { eventFormData, type EventSubmission } from './save-event';

export interface PublishEventVariables {
  /** The draft being published; null publishes a new event in one step. */
  id: number | null;
  submission: EventSubmission;
}

/** POST /api/events/publish: the same form as a save, with event[id] for an existing draft. */
export function publishEvent({ id, submission }: PublishEventVariables): Promise<EventSavedResponse> {
  return api.post<EventSavedResponse>('/api/events/publish', eventFormData(submission, { id }));
}

export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishEvent,
    onSuccess: ({ event }) => storeSavedEvent(queryClient, event),
  });
}
