import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SurveyStyle, SurveySubmissionInput } from '@huddle/domain/survey-schemas';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';
import { surveyKeys } from './survey-keys';
import type { SurveyPage, SurveySubmitted } from './survey-models';

const query = (style: SurveyStyle, token: string | null) =>
  `style=${style}${token ? `&token=${encodeURIComponent(token)}` : ''}`;

/** GET /api/events/{id}/survey_questions?style=[&token=]: the answering page (public). */
export function useSurveyPage(eventId: number, style: SurveyStyle, token: string | null) {
  return useQuery({
    queryKey: surveyKeys.page(eventId, style, token),
    queryFn: () => api.get<SurveyPage>(`/api/events/${eventId}/survey_questions?${query(style, token)}`),
    retry: false,
  });
}

export type SubmitAnswer = SurveySubmitted | { proof_required: true; message: string };

/** POST /api/events/{id}/survey_questions: 200 submitted, or 202 when the address needs proof first. */
export function useSubmitSurvey(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveySubmissionInput) =>
      api.post<SubmitAnswer>(`/api/events/${eventId}/survey_questions`, body),
    // A pre-event survey is the guest's Yes: the event (and its RSVP panel's prompt) are read again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
