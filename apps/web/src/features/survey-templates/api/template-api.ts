import type { z } from 'zod';
import type { surveyTemplateListResponse, surveyTemplateResponse } from '@huddle/domain/contracts/surveys';
import type { SurveyStyle } from '@huddle/domain/survey-schemas';

/** The answers of the survey-template routes (docs/api-surveys.md), typed from their contracts. */
export type TemplateListAnswer = z.infer<typeof surveyTemplateListResponse>;
export type TemplateAnswer = z.infer<typeof surveyTemplateResponse>;
export type SurveyTemplate = TemplateAnswer['survey_template'];

export interface TemplateFilters {
  tab: 'all' | 'my';
  search: string;
  style: SurveyStyle | '';
}

export const templateKeys = {
  all: ['survey-templates'] as const,
  list: (filters: TemplateFilters) => [...templateKeys.all, 'list', filters] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};
