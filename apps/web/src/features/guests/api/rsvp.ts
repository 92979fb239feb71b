import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RsvpAnswerResponse } from '@huddle/domain/contracts/guests';
import type { RsvpAnswer } from '@huddle/domain/guest-schemas';
import { api } from '../../../lib/api-client';
import type { HuddleEvent, MyInvitee } from '../../../lib/event/event-models';
import { storeSavedEvent } from '../../../lib/event/store-saved-event';
import { guestKeys } from './guest-keys';

export interface RsvpVariables {
  eventId: number;
  status: RsvpAnswer;
}

export type RsvpResponse = RsvpAnswerResponse;

/** POST /api/events/{id}/rsvp: the signed-in caller answers as themselves. */
export function submitRsvp({ eventId, status }: RsvpVariables): Promise<RsvpResponse> {
  return api.post<RsvpResponse>(`/api/events/${eventId}/rsvp`, { status });
}

/** The event with the caller's row; should the answer's event leave `my_invitee` out, the invitee fills it in. */
export function withOwnAnswer(event: HuddleEvent, invitee: MyInvitee | undefined): HuddleEvent {
  if (event.my_invitee || !invitee) return event;
  const { id, status, attended, attendance_type, rsvp_source } = invitee;
  return { ...event, is_invitee: true, my_invitee: { id, status, attended, attendance_type, rsvp_source } };
}

/** The answer carries the event with the caller's new `my_invitee`: the page shows it without another request. */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRsvp,
    onSuccess: ({ event, invitee }) => {
      storeSavedEvent(queryClient, withOwnAnswer(event, invitee));
      void queryClient.invalidateQueries({ queryKey: guestKeys.event(event.id) });
    },
  });
}
