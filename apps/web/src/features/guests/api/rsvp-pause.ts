import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { EventSavedResponse } from '../../../lib/event/event-models';
import { storeSavedEvent } from '../../../lib/event/store-saved-event';

export interface RsvpPauseVariables {
  eventId: number;
  paused: boolean;
}

/** POST /api/events/{id}/rsvp_pause: closes (true) or reopens (false) the RSVPs of an event that allows pausing. */
export function setRsvpPause({ eventId, paused }: RsvpPauseVariables): Promise<EventSavedResponse> {
  return api.post<EventSavedResponse>(`/api/events/${eventId}/rsvp_pause`, { rsvp_pause_active: paused });
}

export function useRsvpPause() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRsvpPause,
    onSuccess: ({ event }) => storeSavedEvent(queryClient, event),
  });
}
