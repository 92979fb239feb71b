import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsSortField } from '@huddle/domain/analytics';
import type { AnalyticsOverviewQuery } from '@huddle/domain/contracts/analytics';
import { rowsOf, type Executor } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { ofUser } from '../events/events.port.ts';
import { invitedAt, parsed } from './analytics.repository.ts';

/** Who reads the overview: admins see every published event, others the ones they may view (ADR 24). */
export interface OverviewViewer {
  userId: number;
  seesEverything: boolean;
  now: Date;
}

export interface OverviewListRow {
  id: number;
  name: string;
  start_at: Date;
  ends_at: Date;
  privacy: string;
  location: string;
  meeting_service: string | null;
  event_type_id: number | null;
  host_ids: number[];
  office_ids: number[];
  group_ids: number[];
  displayable_hosts: string[];
  /** Null where the viewer may not read the event's figures (spec §6). */
  invited_count: number | null;
  rsvp_count: number | null;
  attended_count: number | null;
  survey_responses_count: number | null;
  promoter_count: number | null;
  passive_count: number | null;
  detractor_count: number | null;
}

export interface OverviewTotals {
  /** Every event of the filters (the table's pages). */
  listed_count: number;
  /** The events whose figures the viewer reads (the cards). */
  events_count: number;
  invited_count: number;
  rsvp_count: number;
  attended_count: number;
  /** Guests who said Yes and attended: the attendance rate's part (a walk-in attended without saying Yes). */
  rsvp_attended_count: number;
  survey_responses_count: number;
  promoter_count: number;
  passive_count: number;
  detractor_count: number;
}

const hosted = (viewer: OverviewViewer) =>
  sql`exists (select 1 from event_hosts h where h.organization_id = e.organization_id and h.event_id = e.id
              and h.user_id = ${viewer.userId})`;

/**
 * Spec §6: an organizer reads the figures of the events they co-host only (admins: every event). The table still
 * lists the others, without figures; the cards add up the readable ones.
 */
const readable = (viewer: OverviewViewer) => (viewer.seesEverything ? sql`true` : hosted(viewer));

/** The published events of the filters (spec §2 Analytics overview: search, office, type, group, host, time range). */
function filtered(organizationId: number, viewer: OverviewViewer, q: AnalyticsOverviewQuery): SQL {
  const conditions: SQL[] = [sql`e.organization_id = ${organizationId}`, sql`e.published`];
  if (!viewer.seesEverything) {
    // Who sees an event in the lists (events.repository `visibleTo`): open and organization events, private ones
    // of their hosts and invitees.
    conditions.push(sql`(e.privacy <> 'invite_only' or ${hosted(viewer)}
      or exists (select 1 from invitees i where i.organization_id = e.organization_id and i.event_id = e.id
                 and ${ofUser(viewer.userId, sql`i`)}))`);
  }
  if (q.search) conditions.push(sql`e.name ilike ${likePattern(q.search)}`);
  if (q.event_type_id) conditions.push(sql`e.event_type_id = ${q.event_type_id}`);
  if (q.start_from) conditions.push(sql`e.start_at >= ${q.start_from}`);
  if (q.start_to) conditions.push(sql`e.start_at <= ${q.start_to}`);
  if (q.office_id)
    conditions.push(sql`exists (select 1 from event_offices o where o.organization_id = e.organization_id
      and o.event_id = e.id and o.office_id = ${q.office_id})`);
  if (q.group_id)
    conditions.push(sql`exists (select 1 from event_groups g where g.organization_id = e.organization_id
      and g.event_id = e.id and g.group_id = ${q.group_id})`);
  if (q.host_id)
    conditions.push(sql`exists (select 1 from event_hosts h where h.organization_id = e.organization_id
      and h.event_id = e.id and h.user_id = ${q.host_id})`);
  return sql.join(conditions, sql` and `);
}

/** Each event's figures, one aggregate per table over indexes that lead with (organization_id, event_id). */
const figures = (organizationId: number, now: Date) => sql`
  left join lateral (
    select count(*) filter (where ${invitedAt(now)})::int as invited_count,
           count(*) filter (where i.status = 'rsvp')::int as rsvp_count,
           count(*) filter (where i.attended = 'yes')::int as attended_count,
           count(*) filter (where i.status = 'rsvp' and i.attended = 'yes')::int as rsvp_attended_count
      from invitees i where i.organization_id = ${organizationId} and i.event_id = e.id) g on true
  left join lateral (
    select (select count(distinct r.invitee_id) from survey_responses r
             where r.organization_id = ${organizationId} and r.survey_id = s.id)::int as survey_responses_count,
           (select count(*) filter (where a.value >= 9) from survey_questions q
              join survey_answers a on a.organization_id = ${organizationId} and a.survey_question_id = q.id
             where q.organization_id = ${organizationId} and q.survey_id = s.id and q.question_type = 'nps')::int
             as promoter_count,
           (select count(*) filter (where a.value between 7 and 8) from survey_questions q
              join survey_answers a on a.organization_id = ${organizationId} and a.survey_question_id = q.id
             where q.organization_id = ${organizationId} and q.survey_id = s.id and q.question_type = 'nps')::int
             as passive_count,
           (select count(*) filter (where a.value <= 6) from survey_questions q
              join survey_answers a on a.organization_id = ${organizationId} and a.survey_question_id = q.id
             where q.organization_id = ${organizationId} and q.survey_id = s.id and q.question_type = 'nps')::int
             as detractor_count
      from surveys s
     where s.organization_id = ${organizationId} and s.event_id = e.id and s.style = 'post' and s.enabled) n on true`;

const NPS_SQL = sql`case when coalesce(n.promoter_count + n.passive_count + n.detractor_count, 0) = 0 then null
  else round(100.0 * (n.promoter_count - n.detractor_count) / (n.promoter_count + n.passive_count + n.detractor_count))
  end`;

const FIGURES: Record<Exclude<AnalyticsSortField, 'name' | 'start'>, SQL> = {
  invited_count: sql`g.invited_count`,
  rsvp_count: sql`g.rsvp_count`,
  attended_count: sql`g.attended_count`,
  survey_responses_count: sql`coalesce(n.survey_responses_count, 0)`,
  nps: NPS_SQL,
};

/** A sort in SQL; figures the viewer may not read sort as unknown, so their order tells nothing either. */
function sortOf(field: AnalyticsSortField, viewer: OverviewViewer): SQL {
  if (field === 'name') return sql`lower(e.name)`;
  if (field === 'start') return sql`e.start_at`;
  return sql`case when ${readable(viewer)} then ${FIGURES[field]} end`;
}

/** The totals over every event of the filters (the NPS, engagement and metrics cards) and how many there are. */
export async function overviewTotals(
  db: Executor,
  organizationId: number,
  viewer: OverviewViewer,
  q: AnalyticsOverviewQuery,
): Promise<OverviewTotals> {
  const result = await db.execute(sql`
    select count(*)::int as listed_count,
           count(*) filter (where x.readable)::int as events_count,
           coalesce(sum(x.invited_count) filter (where x.readable), 0)::int as invited_count,
           coalesce(sum(x.rsvp_count) filter (where x.readable), 0)::int as rsvp_count,
           coalesce(sum(x.attended_count) filter (where x.readable), 0)::int as attended_count,
           coalesce(sum(x.rsvp_attended_count) filter (where x.readable), 0)::int as rsvp_attended_count,
           coalesce(sum(x.survey_responses_count) filter (where x.readable), 0)::int as survey_responses_count,
           coalesce(sum(x.promoter_count) filter (where x.readable), 0)::int as promoter_count,
           coalesce(sum(x.passive_count) filter (where x.readable), 0)::int as passive_count,
           coalesce(sum(x.detractor_count) filter (where x.readable), 0)::int as detractor_count
      from (select ${readable(viewer)} as readable, g.invited_count, g.rsvp_count, g.attended_count,
                   g.rsvp_attended_count, n.survey_responses_count, n.promoter_count, n.passive_count, n.detractor_count
              from events e ${figures(organizationId, viewer.now)}
             where ${filtered(organizationId, viewer, q)}) x`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)])) as unknown as OverviewTotals;
}

/** One page of the events table, sorted in SQL (every sort ends with the id, so pages never overlap). */
export async function overviewPage(
  db: Executor,
  organizationId: number,
  viewer: OverviewViewer,
  q: AnalyticsOverviewQuery,
): Promise<OverviewListRow[]> {
  const direction = q.direction === 'asc' ? sql`asc nulls first` : sql`desc nulls last`;
  const result = await db.execute(sql`
    select e.id, e.name, e.start_at, e.ends_at, e.privacy, e.location, e.meeting_service, e.event_type_id,
           array(select h.user_id from event_hosts h where h.organization_id = e.organization_id
                  and h.event_id = e.id order by h.user_id) as host_ids,
           array(select o.office_id from event_offices o where o.organization_id = e.organization_id
                  and o.event_id = e.id order by o.office_id) as office_ids,
           array(select x.group_id from event_groups x where x.organization_id = e.organization_id
                  and x.event_id = e.id order by x.group_id) as group_ids,
           array(select trim(u.first_name || ' ' || u.last_name) from event_hosts h
                   join users u on u.organization_id = h.organization_id and u.id = h.user_id
                  where h.organization_id = e.organization_id and h.event_id = e.id
                  order by u.first_name, u.last_name) as displayable_hosts,
           case when ${readable(viewer)} then json_build_object(
             'invited_count', g.invited_count, 'rsvp_count', g.rsvp_count, 'attended_count', g.attended_count,
             'survey_responses_count', coalesce(n.survey_responses_count, 0),
             'promoter_count', coalesce(n.promoter_count, 0), 'passive_count', coalesce(n.passive_count, 0),
             'detractor_count', coalesce(n.detractor_count, 0)) end as figures
      from events e ${figures(organizationId, viewer.now)}
     where ${filtered(organizationId, viewer, q)}
     order by ${sortOf(q.sort, viewer)} ${direction}, e.id ${q.direction === 'asc' ? sql`asc` : sql`desc`}
     limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => {
    const { figures: raw, ...rest } = r;
    const figures = raw == null ? null : parsed<Record<FigureField, unknown>>(raw);
    const figure = (field: FigureField) => (figures ? Number(figures[field]) : null);
    return {
      ...(rest as unknown as OverviewListRow),
      start_at: new Date(r.start_at as string),
      ends_at: new Date(r.ends_at as string),
      event_type_id: r.event_type_id == null ? null : Number(r.event_type_id),
      host_ids: (r.host_ids as unknown[]).map(Number),
      office_ids: (r.office_ids as unknown[]).map(Number),
      group_ids: (r.group_ids as unknown[]).map(Number),
      invited_count: figure('invited_count'),
      rsvp_count: figure('rsvp_count'),
      attended_count: figure('attended_count'),
      survey_responses_count: figure('survey_responses_count'),
      promoter_count: figure('promoter_count'),
      passive_count: figure('passive_count'),
      detractor_count: figure('detractor_count'),
    };
  });
}

type FigureField =
  | 'invited_count'
  | 'rsvp_count'
  | 'attended_count'
  | 'survey_responses_count'
  | 'promoter_count'
  | 'passive_count'
  | 'detractor_count';
