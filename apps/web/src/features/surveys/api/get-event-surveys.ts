import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';
import type { EventSurveys } from './survey-models';

/** GET /api/events/{id}/surveys: the pre- and post-event survey cards. */
export function useEventSurveys(eventId: number) {
  return useQuery({
    queryKey: surveyKeys.surveys(eventId),
    queryFn: () => api.get<EventSurveys>(`/api/events/${eventId}/surveys`),
  });
}
