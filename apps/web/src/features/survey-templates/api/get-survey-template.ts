import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { templateKeys, type TemplateAnswer } from './template-api';

/** GET /api/survey_templates/{id}. */
export function useSurveyTemplate(id: number | null) {
  return useQuery({
    queryKey: templateKeys.detail(id ?? 0),
    queryFn: () => api.get<TemplateAnswer>(`/api/survey_templates/${id}`).then((a) => a.survey_template),
    enabled: id !== null,
  });
}
