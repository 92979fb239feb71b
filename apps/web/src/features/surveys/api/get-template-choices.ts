import { useInfiniteQuery } from '@tanstack/react-query';
import type { SurveyStyle } from '@huddle/domain/survey-schemas';
import { api } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';
import type { TemplateList } from './survey-models';

/** GET /api/survey_templates?style=: the templates "Use template" offers for one survey, 50 a page until no more. */
export function useTemplateChoices(style: SurveyStyle, search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...surveyKeys.templates(search), style],
    queryFn: ({ pageParam }) =>
      api.get<TemplateList>(
        `/api/survey_templates?tab=all&style=${style}&per_page=50&page=${pageParam}&search=${encodeURIComponent(search)}`,
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => last.meta.next_page ?? undefined,
    enabled,
  });
}
