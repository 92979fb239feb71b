import { useInfiniteQuery } from '@tanstack/react-query';
import { SURVEY_TEMPLATES_PAGE_SIZE } from '@huddle/domain/survey-schemas';
import { api } from '../../../lib/api-client';
import { templateKeys, type TemplateFilters, type TemplateListAnswer } from './template-api';

/** GET /api/survey_templates (paged, loaded until no more, spec §7), newest first. */
export function useSurveyTemplates(filters: TemplateFilters) {
  return useInfiniteQuery({
    queryKey: templateKeys.list(filters),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({
        tab: filters.tab,
        search: filters.search,
        page: String(pageParam),
        per_page: String(SURVEY_TEMPLATES_PAGE_SIZE),
      });
      if (filters.style) query.set('style', filters.style);
      return api.get<TemplateListAnswer>(`/api/survey_templates?${query.toString()}`);
    },
    initialPageParam: 1,
    getNextPageParam: (last) => last.meta.next_page ?? undefined,
  });
}
