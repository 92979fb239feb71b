import { eventKeys } from '../../../lib/event/event-keys';

/** Query keys of one event's surveys, below the event keys so a change to the event family reaches them. */
export const surveyKeys = {
  event: (eventId: number) => [...eventKeys.all, 'surveys', eventId] as const,
  surveys: (eventId: number) => [...surveyKeys.event(eventId), 'cards'] as const,
  results: (eventId: number, style: string) => [...surveyKeys.event(eventId), 'results', style] as const,
  responses: (eventId: number, style: string, perPage: number) =>
    [...surveyKeys.event(eventId), 'responses', style, perPage] as const,
  page: (eventId: number, style: string, token: string | null) => ['survey-page', eventId, style, token] as const,
  templates: (search: string) => ['survey-templates', 'picker', search] as const,
};
