import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventSurveysInput } from '@huddle/domain/survey-schemas';
import { api } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';
import type { EventSurveys } from './survey-models';

type Body = { [K in keyof EventSurveysInput]?: Partial<NonNullable<EventSurveysInput[K]>> };

/** POST /api/events/{id}/surveys: saves (or with `_destroy` deletes) a survey; the cards and results are read again. */
export function useSaveEventSurveys(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<EventSurveys>(`/api/events/${eventId}/surveys`, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(surveyKeys.surveys(eventId), answer);
      void queryClient.invalidateQueries({ queryKey: surveyKeys.event(eventId) });
    },
  });
}
