import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveyTemplateInput } from '@huddle/domain/survey-schemas';
import { api } from '../../../lib/api-client';
import { templateKeys, type TemplateAnswer } from './template-api';

/** POST /api/survey_templates (create) or PUT /api/survey_templates/{id}. */
export function useSaveSurveyTemplate(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyTemplateInput) =>
      id === null
        ? api.post<TemplateAnswer>('/api/survey_templates', body)
        : api.put<TemplateAnswer>(`/api/survey_templates/${id}`, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** POST /api/survey_templates?source_id={id}: a private "Copy of …" the caller owns. */
export function useDuplicateSurveyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<TemplateAnswer>(`/api/survey_templates?source_id=${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

/** DELETE /api/survey_templates/{id}. */
export function useDeleteSurveyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/api/survey_templates/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
