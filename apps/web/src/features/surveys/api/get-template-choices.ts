import { useQuery } from '@tanstack/react-query';
import type { SurveyStyle } from '@huddle/domain/survey-schemas';
import { api } from '../../../lib/api-client';
import { surveyKeys } from './survey-keys';
import type { TemplateList } from './survey-models';

/** GET /api/survey_templates?style=: the templates "Use template" offers for one survey (first 50). */
export function useTemplateChoices(style: SurveyStyle, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...surveyKeys.templates(search), style],
    queryFn: () =>
      api.get<TemplateList>(
        `/api/survey_templates?tab=all&style=${style}&per_page=50&search=${encodeURIComponent(search)}`,
      ),
    enabled,
  });
}
