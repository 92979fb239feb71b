import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EventAnalyticsRecord,
  eventAnalyticsResponse,
  pdfDataResponse,
  pdfTokenResponse,
} from '@huddle/domain/contracts/analytics';
import { api } from '../../../lib/api-client';

export type { EventAnalyticsRecord };
export type PdfData = z.infer<typeof pdfDataResponse>;

/** GET /api/events/{id}/analytics (spec guest-engagement §7 Analytics). */
export function useEventAnalytics(eventId: number) {
  return useQuery({
    queryKey: ['event-analytics', eventId],
    queryFn: () =>
      api.get<z.infer<typeof eventAnalyticsResponse>>(`/api/events/${eventId}/analytics`).then((r) => r.eventAnalytics),
  });
}

/** POST /api/events/{id}/pdf_token: a short-lived link to the PDF page (docs/api-analytics.md). */
export const createPdfToken = (eventId: number) =>
  api.post<z.infer<typeof pdfTokenResponse>>(`/api/events/${eventId}/pdf_token`);

/** GET /api/events/{id}/pdf_data?token= (spec §7): the PDF page's data, opened by the token instead of a session. */
export function usePdfData(eventId: number, token: string) {
  return useQuery({
    queryKey: ['event-analytics-pdf', eventId, token],
    queryFn: () => api.get<PdfData>(`/api/events/${eventId}/pdf_data?token=${encodeURIComponent(token)}`),
    enabled: token !== '',
    retry: false,
  });
}
