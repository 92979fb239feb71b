import type { z } from 'zod';
import type {
  eventSurveysResponse,
  sendSurveyResponse,
  surveyPageResponse,
  surveyResponsesResponse,
  surveyResultsResponse,
  surveySchema,
  surveySubmittedResponse,
  surveyTemplateListResponse,
} from '@huddle/domain/contracts/surveys';

/** The answers of the survey routes, typed from their response contracts (docs/api-surveys.md). */
export type Survey = z.infer<typeof surveySchema>;
export type EventSurveys = z.infer<typeof eventSurveysResponse>;
export type SurveyResults = z.infer<typeof surveyResultsResponse>;
/** GET /api/events/{id}/survey_responses: a page of individual responses. */
export type SurveyResponsesPage = z.infer<typeof surveyResponsesResponse>;
export type SurveyPage = z.infer<typeof surveyPageResponse>;
export type SurveySubmitted = z.infer<typeof surveySubmittedResponse>;
export type SendSurveyAnswer = z.infer<typeof sendSurveyResponse>;
export type TemplateList = z.infer<typeof surveyTemplateListResponse>;
export type SurveyTemplate = TemplateList['data'][number];
