import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { ANALYTICS_PAGE_SIZES, ANALYTICS_SORT_FIELDS, ANALYTICS_SOURCES } from '../analytics.ts';
import { pageMetaSchema } from './page-meta.ts';

/**
 * Spec guest-engagement §3 "Analytics record" and "Analytics list rows", §7 Analytics: what
 * GET /api/events/{id}/analytics, pdf_data and the eventAnalytics query answer (the spec's camelCase names).
 */
const count = z.number().int().nonnegative();
const percent = z.number().nonnegative();

export const npsCountsSchema = z.object({ promoter: count, passive: count, detractor: count, total: count });
export const npsRatesSchema = z.object({ promoter: percent, passive: percent, detractor: percent });

export const eventAnalyticsSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  start: z.string(),
  ends: z.string(),
  timeZone: z.string(),
  past: z.boolean(),
  daysUntilEvent: z.number().int().nullable(),
  hoursUntilEvent: z.number().int().nullable(),
  inviteesCount: count,
  statusCounts: z.object({ rsvp: count, maybeAttending: count, notAttending: count, notResponded: count }),
  attendedCounts: z.object({ yes: count, no: count }),
  budget: z
    .object({ actualSpendCents: z.number().int(), amountCents: z.number().int(), currencyCode: z.string() })
    .nullable(),
  nps: z.number().int().nullable(),
  npsResponseCounts: npsCountsSchema,
  npsResponseRates: npsRatesSchema,
  totalUniquePostSurveyResponders: count,
  rsvpSubmissionsGroupedBySource: z.array(z.object({ source: z.enum(ANALYTICS_SOURCES), count })),
  /** Local date (YYYY-MM-DD) and hour (0–23) in the event's timezone. */
  rsvpSubmissionsGroupedByDayAndTime: z.array(z.object({ date: z.string(), hour: z.number().int(), count })),
  postEventSurvey: z
    .object({
      id: z.number().int().positive(),
      feedbackState: z.enum(['no_survey', 'awaiting', 'results']),
      feedbackWordCloud: z.array(z.object({ text: z.string(), value: count })),
    })
    .nullable(),
  /** One entry per NPS question of the post-event survey (its title is the content rated). */
  npsGroupedByContent: z.array(
    z.object({ content: z.string(), nps: z.number().int().nullable(), counts: npsCountsSchema }),
  ),
});
export type EventAnalyticsRecord = z.infer<typeof eventAnalyticsSchema>;

export const eventAnalyticsResponse = z.object({ eventAnalytics: eventAnalyticsSchema });

export const pdfTokenResponse = z.object({ token: z.string(), expires_at: z.string() });

export const pdfDataResponse = z.object({
  /** The organization's event-budget flag (the sessionless PDF page cannot read flags); off: budget is null. */
  budget_enabled: z.boolean(),
  budget: z
    .object({ amount_cents: z.number().int(), actual_spend_cents: z.number().int(), currency_code: z.string() })
    .nullable(),
  eventAnalytics: eventAnalyticsSchema,
});

/** The overview's query (spec §2 Analytics overview filters; "Overview list query parameters: not shown"). */
const optionalId = idSchema.optional();
export const analyticsOverviewQuery = z.object({
  search: z.string().trim().max(200).optional(),
  office_id: optionalId,
  event_type_id: optionalId,
  group_id: optionalId,
  host_id: optionalId,
  start_from: z.iso.datetime({ offset: true }).optional(),
  start_to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (ANALYTICS_PAGE_SIZES as readonly number[]).includes(n))
    .default(10),
  sort: z.enum(ANALYTICS_SORT_FIELDS).default('start'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type AnalyticsOverviewQuery = z.infer<typeof analyticsOverviewQuery>;

export const analyticsListRowSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  start: z.string(),
  ends: z.string(),
  privacy: z.string(),
  location: z.string(),
  location_type: z.enum(['virtual', 'hybrid', 'inperson', '']),
  host_ids: z.array(z.number().int()),
  office_ids: z.array(z.number().int()),
  group_ids: z.array(z.number().int()),
  event_type_id: z.number().int().nullable(),
  displayable_hosts: z.array(z.string()),
  /** The figures are null where the reader may not view the event's analytics (spec §6: co-hosts and admins). */
  invited_count: count.nullable(),
  rsvp_count: count.nullable(),
  attended_count: count.nullable(),
  survey_responses_count: count.nullable(),
  promoter_count: count.nullable(),
  passive_count: count.nullable(),
  detractor_count: count.nullable(),
  nps: z.number().int().nullable(),
  can_view_analytics: z.boolean(),
});
export type AnalyticsListRow = z.infer<typeof analyticsListRowSchema>;

export const analyticsSummarySchema = z.object({
  events_count: count,
  invited_count: count,
  rsvp_count: count,
  attended_count: count,
  survey_responses_count: count,
  nps: z.number().int().nullable(),
  nps_response_counts: npsCountsSchema,
  nps_response_rates: npsRatesSchema,
  rsvp_rate: percent,
  attendance_rate: percent,
});

export const analyticsOverviewResponse = z.object({
  summary: analyticsSummarySchema,
  events: z.array(analyticsListRowSchema),
  meta: pageMetaSchema,
});
export type AnalyticsOverviewRecord = z.infer<typeof analyticsOverviewResponse>;
