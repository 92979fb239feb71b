import { ANALYTICS_SOURCES, feedbackState, isPastEvent, percentOf, timeUntilEvent } from '@huddle/domain/analytics';
import type {
  AnalyticsListRow,
  AnalyticsOverviewRecord,
  EventAnalyticsRecord,
} from '@huddle/domain/contracts/analytics';
import { locationTypeOf } from '@huddle/domain/event-rules';
import { npsOfCounts } from '@huddle/domain/nps';
import { mayViewEventAnalytics } from '@huddle/domain/policy/analytics';
import type { Subject } from '@huddle/domain/policy/subject';
import { pageMeta } from '../../lib/pagination.ts';
import type { OverviewListRow, OverviewTotals } from './analytics-overview.repository.ts';
import type { EventAnalyticsRow } from './analytics.repository.ts';

/** Spec guest-engagement §3 "Analytics record" from the aggregates of one statement. */
export function presentEventAnalytics(row: EventAnalyticsRow, now: Date): EventAnalyticsRecord {
  const past = isPastEvent(row.ends_at, now);
  const until = timeUntilEvent(row.start_at, row.ends_at, now);
  const totals = row.nps_by_question.reduce(
    (sum, q) => ({
      promoter: sum.promoter + q.promoter,
      passive: sum.passive + q.passive,
      detractor: sum.detractor + q.detractor,
    }),
    { promoter: 0, passive: 0, detractor: 0 },
  );
  const nps = npsOfCounts(totals);
  const bySource = new Map(row.sources.map((s) => [s.source, Number(s.count)]));
  return {
    id: row.id,
    name: row.name,
    start: row.start_at.toISOString(),
    ends: row.ends_at.toISOString(),
    timeZone: row.timezone,
    past,
    daysUntilEvent: until.kind === 'days' ? until.value : null,
    hoursUntilEvent: until.kind === 'hours' ? until.value : null,
    inviteesCount: row.guests.invitees,
    statusCounts: {
      rsvp: row.guests.rsvp,
      maybeAttending: row.guests.maybe,
      notAttending: row.guests.not_attending,
      notResponded: row.guests.not_responded,
    },
    attendedCounts: { yes: row.guests.attended_yes, no: row.guests.attended_no },
    budget: row.budget && {
      amountCents: row.budget.amount_cents,
      actualSpendCents: row.budget.actual_spend_cents,
      currencyCode: row.budget.currency_code,
    },
    nps: nps.score,
    npsResponseCounts: nps.counts,
    npsResponseRates: nps.rates,
    totalUniquePostSurveyResponders: row.responders,
    rsvpSubmissionsGroupedBySource: ANALYTICS_SOURCES.map((source) => ({ source, count: bySource.get(source) ?? 0 })),
    rsvpSubmissionsGroupedByDayAndTime: row.by_day_and_time.map((t) => ({
      date: t.date,
      hour: Number(t.hour),
      count: Number(t.count),
    })),
    postEventSurvey:
      row.post_survey_id === null
        ? null
        : {
            id: row.post_survey_id,
            feedbackState: feedbackState(true, past, row.responders),
            feedbackWordCloud: row.word_cloud.map((w) => ({ text: w.text, value: Number(w.value) })),
          },
    npsGroupedByContent: row.nps_by_question.map((q) => {
      const result = npsOfCounts(q);
      return { content: q.content, nps: result.score, counts: result.counts };
    }),
  };
}

export function presentOverviewRow(subject: Subject, row: OverviewListRow): AnalyticsListRow {
  const readable = row.promoter_count !== null && row.passive_count !== null && row.detractor_count !== null;
  const nps = readable
    ? npsOfCounts({ promoter: row.promoter_count!, passive: row.passive_count!, detractor: row.detractor_count! }).score
    : null;
  return {
    id: row.id,
    name: row.name,
    start: row.start_at.toISOString(),
    ends: row.ends_at.toISOString(),
    privacy: row.privacy,
    location: row.location,
    location_type: locationTypeOf({ location: row.location, meetingService: row.meeting_service }),
    host_ids: row.host_ids,
    office_ids: row.office_ids,
    group_ids: row.group_ids,
    event_type_id: row.event_type_id,
    displayable_hosts: row.displayable_hosts,
    invited_count: row.invited_count,
    rsvp_count: row.rsvp_count,
    attended_count: row.attended_count,
    survey_responses_count: row.survey_responses_count,
    promoter_count: row.promoter_count,
    passive_count: row.passive_count,
    detractor_count: row.detractor_count,
    nps,
    can_view_analytics: mayViewEventAnalytics(subject, { hostIds: row.host_ids }),
  };
}

export function presentOverview(
  subject: Subject,
  totals: OverviewTotals,
  rows: OverviewListRow[],
  page: number,
  perPage: number,
): AnalyticsOverviewRecord {
  const nps = npsOfCounts({
    promoter: totals.promoter_count,
    passive: totals.passive_count,
    detractor: totals.detractor_count,
  });
  return {
    summary: {
      events_count: totals.events_count,
      invited_count: totals.invited_count,
      rsvp_count: totals.rsvp_count,
      attended_count: totals.attended_count,
      survey_responses_count: totals.survey_responses_count,
      nps: nps.score,
      nps_response_counts: nps.counts,
      nps_response_rates: nps.rates,
      rsvp_rate: percentOf(totals.rsvp_count, totals.invited_count),
      // Of the guests who said Yes, those who came: walk-ins count as attended but not here, so it stays ≤ 100 %.
      attendance_rate: percentOf(totals.rsvp_attended_count, totals.rsvp_count),
    },
    events: rows.map((r) => presentOverviewRow(subject, r)),
    meta: pageMeta({ page, per_page: perPage }, totals.listed_count),
  };
}
