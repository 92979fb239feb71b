import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsOverviewQuery,
  analyticsOverviewResponse,
  eventAnalyticsResponse,
  pdfDataResponse,
  pdfTokenResponse,
} from '@huddle/domain/contracts/analytics';
import { idSchema } from '@huddle/domain/ids';
import { publicOrganization } from '../../lib/public-host.ts';
import { requireActor } from '../../plugins/access.ts';
import { hostOrAdmin, on, organizerUp, sameForAll } from '../../plugins/route-matrix.ts';
import type { AnalyticsService } from './analytics.service.ts';

const idParams = z.object({ id: idSchema });
/** Optional so that a call without a token hears the same 401 as a wrong or expired one (ADR 24). */
const tokenQuery = z.object({ token: z.string().max(200).optional() });

/** Spec guest-engagement §7 Analytics (REST), platform §2.1 (the PDF page's data); docs/api-analytics.md. */
export function analyticsRoutes(analytics: AnalyticsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/events/:id/analytics',
      {
        config: { access: 'organizer', matrix: hostOrAdmin },
        schema: { params: idParams, response: { 200: eventAnalyticsResponse } },
      },
      async (request) => ({
        eventAnalytics: await analytics.eventAnalytics(requireActor(request), request.params.id),
      }),
    );

    // A POST: it makes a credential (a GET never changes state nor hands one out to a prefetching scanner).
    r.post(
      '/api/events/:id/pdf_token',
      {
        config: { access: 'organizer', matrix: hostOrAdmin },
        schema: { params: idParams, response: { 200: pdfTokenResponse } },
      },
      async (request) => {
        const organization = await publicOrganization(request);
        return analytics.pdfToken(requireActor(request), request.params.id, organization.linkSecret);
      },
    );

    r.get(
      '/api/events/:id/pdf_data',
      {
        config: {
          access: 'public',
          // The token, not the session, opens it: the matrix's made-up token is refused for everyone.
          // Another organization's event gets the same 401: the token is checked before any event is looked up.
          matrix: {
            ...on(sameForAll(401), { query: { token: '1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } }),
            foreign: 401,
          },
        },
        schema: { params: idParams, querystring: tokenQuery, response: { 200: pdfDataResponse } },
      },
      async (request) =>
        analytics.pdfData(await publicOrganization(request), request.params.id, request.query.token ?? ''),
    );

    r.get(
      '/api/analytics/events',
      {
        config: { access: 'organizer', matrix: organizerUp },
        schema: { querystring: analyticsOverviewQuery, response: { 200: analyticsOverviewResponse } },
      },
      async (request) => analytics.overview(requireActor(request), request.query),
    );
  };
}
