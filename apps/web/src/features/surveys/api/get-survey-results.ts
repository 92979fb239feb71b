import { useQuery } from '@tanstack/react-query';
import type { SurveyStyle } from '@huddle/domain/survey-schemas';
import { api } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';
import type { SurveyResults } from './survey-models';

/** GET /api/events/{id}/survey_results?style=: the Summary and Individual tabs. */
export function useSurveyResults(eventId: number, style: SurveyStyle, enabled: boolean) {
  return useQuery({
    queryKey: surveyKeys.results(eventId, style),
    queryFn: () => api.get<SurveyResults>(`/api/events/${eventId}/survey_results?style=${style}`),
    enabled,
  });
}
