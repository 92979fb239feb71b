import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';
import type { SendSurveyAnswer } from './survey-models';

/** POST /api/events/{id}/send_survey: the post-event survey goes out now or after its delay. */
export function useSendSurvey(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SendSurveyAnswer>(`/api/events/${eventId}/send_survey`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
