import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { surveyPageResponse } from '@huddle/domain/contracts/surveys';
import { api, isApiError } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';

/**
 * GET /api/events/{id}/survey_questions?style=pre, read for the RSVP panel's prompt (docs/api-surveys.md): the
 * state of the signed-in guest's pre-event survey, or null when the event has none (404).
 */
export function usePreSurveyState(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...guestKeys.event(eventId), 'pre-survey'],
    queryFn: () =>
      api
        .get<z.infer<typeof surveyPageResponse>>(`/api/events/${eventId}/survey_questions?style=pre`)
        .then((answer) => answer.state)
        .catch((error: unknown) => {
          if (isApiError(error, 404) || isApiError(error, 403)) return null;
          throw error;
        }),
    enabled,
    retry: false,
  });
}
