import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SurveyStyle } from '@huddle/domain/survey-schemas';
import { api } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';
import type { SurveyResponsesPage } from './survey-models';

const fetchPage = (eventId: number, style: SurveyStyle, page: number, perPage: number) =>
  api.get<SurveyResponsesPage>(
    `/api/events/${eventId}/survey_responses?style=${style}&page=${page}&per_page=${perPage}`,
  );

/** The Individual tab: respondent `number` alone (a page of one), the previous one shown while the next loads. */
export function useSurveyResponse(eventId: number, style: SurveyStyle, number: number) {
  return useQuery({
    queryKey: [...surveyKeys.responses(eventId, style, 1), number],
    queryFn: () => fetchPage(eventId, style, number, 1).then((page) => page.data[0] ?? null),
    placeholderData: keepPreviousData,
  });
}

/** The "View all individual responses" dialog: pages of `perPage`, the next read on demand. */
export function useSurveyResponsePages(eventId: number, style: SurveyStyle, perPage: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: surveyKeys.responses(eventId, style, perPage),
    queryFn: ({ pageParam }) => fetchPage(eventId, style, pageParam, perPage),
    initialPageParam: 1,
    getNextPageParam: (last) => last.meta.next_page ?? undefined,
    enabled,
  });
}
