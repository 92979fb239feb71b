import type { z } from 'zod';
import type { surveyTemplateSchema } from '@huddle/domain/contracts/surveys';
import type { LoadedTemplate } from './survey-templates.service.ts';

/** A template card and its editor (spec §3 Survey template) with the reader's abilities. */
export function presentTemplate({ row, abilities }: LoadedTemplate): z.infer<typeof surveyTemplateSchema> {
  const t = row.template;
  return {
    id: t.id,
    name: t.name,
    privacy: t.privacy,
    style: t.style,
    creator_id: t.creatorId,
    creator: row.creatorName ? { full_name: row.creatorName } : null,
    created_at: t.createdAt.toISOString(),
    survey_questions: t.questions,
    ...abilities,
  };
}
