import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { WORD_CLOUD_SIZE, WORD_CLOUD_STOPWORDS, wordsOf } from './word-cloud.ts';

/** Counts of NPS answers by group, as the database returns them. */
export interface NpsCountsRow {
  promoter: number;
  passive: number;
  detractor: number;
}

export interface EventAnalyticsRow {
  id: number;
  name: string;
  start_at: Date;
  ends_at: Date;
  timezone: string;
  guests: {
    invitees: number;
    rsvp: number;
    maybe: number;
    not_attending: number;
    not_responded: number;
    attended_yes: number;
    attended_no: number;
  };
  sources: { source: string; count: number }[];
  by_day_and_time: { date: string; hour: number; count: number }[];
  budget: { amount_cents: number; actual_spend_cents: number; currency_code: string } | null;
  post_survey_id: number | null;
  responders: number;
  nps_by_question: ({ content: string } & NpsCountsRow)[];
  word_cloud: { text: string; value: number }[];
}

/**
 * A guest row `i` counted as invited, as the guest list counts it (guests.repository `notScheduled`): not only on the
 * list, and its invitation not still waiting for its time.
 */
export const invitedAt = (now: Date) =>
  sql`(i.status <> 'guest_list' and (i.invite_scheduled_for is null or i.invite_scheduled_for <= ${now}))`;

/** json and jsonb come back parsed from pg and as text from some PGlite paths: read both. */
export const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** Words from the stoplist inlined as a constant array literal (our own list, never input). */
const stopwords = sql.raw(`array[${WORD_CLOUD_STOPWORDS.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * Every figure of one event's analytics record (spec guest-engagement §3 "Analytics record") in one statement: each
 * part is an aggregate over an index that leads with (organization_id, event_id); no guest row leaves the database.
 * Days and hours are grouped AT TIME ZONE `timeZone` (a zone name already checked), else the event's own.
 */
export async function eventAnalytics(
  db: Executor,
  organizationId: number,
  eventId: number,
  now: Date,
  timeZone: string | null = null,
): Promise<EventAnalyticsRow | null> {
  const result = await db.execute(sql`
    with ev as (
      select e.id, e.name, e.start_at, e.ends_at, coalesce(${timeZone}::text, e.timezone) as timezone from events e
       where e.organization_id = ${organizationId} and e.id = ${eventId}
    ),
    ps as (
      select s.id from surveys s
       where s.organization_id = ${organizationId} and s.event_id = ${eventId} and s.style = 'post' and s.enabled
    ),
    nps as (
      select q.title as content, q.position, q.id,
             count(*) filter (where a.value >= 9)::int as promoter,
             count(*) filter (where a.value between 7 and 8)::int as passive,
             count(*) filter (where a.value <= 6)::int as detractor
        from ps
        join survey_questions q on q.organization_id = ${organizationId} and q.survey_id = ps.id
                               and q.question_type = 'nps'
        join survey_answers a on a.organization_id = ${organizationId} and a.survey_question_id = q.id
                             and a.value is not null
       group by q.id, q.title, q.position
    ),
    words as (
      select x.w as text, count(*)::int as value
        from ps
        join survey_questions q on q.organization_id = ${organizationId} and q.survey_id = ps.id
                               and q.question_type = 'short'
        join survey_answers a on a.organization_id = ${organizationId} and a.survey_question_id = q.id
        cross join lateral (${wordsOf(sql`a.text`)}) x
       where length(x.w) >= 3 and not (x.w = any(${stopwords}))
       group by x.w
       order by value desc, x.w
       limit ${WORD_CLOUD_SIZE}
    ),
    by_time as (
      select to_char(s.created_at at time zone ev.timezone, 'YYYY-MM-DD') as date,
             extract(hour from s.created_at at time zone ev.timezone)::int as hour,
             count(*)::int as count
        from ev join rsvp_submissions s on s.organization_id = ${organizationId} and s.event_id = ev.id
       group by 1, 2
    )
    select ev.id, ev.name, ev.start_at, ev.ends_at, ev.timezone,
      -- Grouped in the index's own order first (status, attended): a streaming count over the index alone, then the
      -- figures from those few groups; seven filters over every guest row cost half as much again (issue 17 bench).
      (select json_build_object(
          'invitees', coalesce(sum(g.sent) filter (where g.status <> 'guest_list'), 0)::int,
          'rsvp', coalesce(sum(g.n) filter (where g.status = 'rsvp'), 0)::int,
          'maybe', coalesce(sum(g.n) filter (where g.status = 'maybe_attending'), 0)::int,
          'not_attending', coalesce(sum(g.n) filter (where g.status = 'not_attending'), 0)::int,
          'not_responded', coalesce(sum(g.sent) filter (where g.status = 'invited'), 0)::int,
          'attended_yes', coalesce(sum(g.n) filter (where g.attended = 'yes'), 0)::int,
          'attended_no', coalesce(sum(g.n) filter (where g.attended = 'no'), 0)::int)
         from (select i.status, i.attended, count(*) as n,
                      count(*) filter (where i.invite_scheduled_for is null or i.invite_scheduled_for <= ${now}) as sent
                 from invitees i where i.organization_id = ${organizationId} and i.event_id = ev.id
                group by i.status, i.attended) g) as guests,
      (select coalesce(json_agg(json_build_object('source', x.source, 'count', x.count)), '[]'::json)
         from (select s.source, count(*)::int as count from rsvp_submissions s
                where s.organization_id = ${organizationId} and s.event_id = ev.id group by s.source) x) as sources,
      (select coalesce(json_agg(json_build_object('date', t.date, 'hour', t.hour, 'count', t.count)
                                order by t.date, t.hour), '[]'::json) from by_time t) as by_day_and_time,
      (select json_build_object('amount_cents', b.amount_cents, 'currency_code', c.code,
                                'actual_spend_cents',
                                (select coalesce(sum(x.actual_cost_cents), 0) from expense_items x
                                  where x.organization_id = ${organizationId} and x.event_budget_id = b.id))
         from event_budgets b join currencies c on c.id = b.currency_id
        where b.organization_id = ${organizationId} and b.event_id = ev.id) as budget,
      (select ps.id from ps) as post_survey_id,
      (select count(distinct r.invitee_id)::int from ps
         join survey_responses r on r.organization_id = ${organizationId} and r.survey_id = ps.id) as responders,
      (select coalesce(json_agg(json_build_object('content', n.content, 'promoter', n.promoter,
                                                  'passive', n.passive, 'detractor', n.detractor)
                                order by n.position, n.id), '[]'::json) from nps n) as nps_by_question,
      (select coalesce(json_agg(json_build_object('text', w.text, 'value', w.value) order by w.value desc, w.text),
                       '[]'::json) from words w) as word_cloud
    from ev`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return null;
  const guests = parsed<Record<string, unknown>>(row.guests);
  const budget = parsed<Record<string, unknown> | null>(row.budget);
  return {
    id: Number(row.id),
    name: String(row.name),
    start_at: new Date(row.start_at as string),
    ends_at: new Date(row.ends_at as string),
    timezone: String(row.timezone),
    guests: Object.fromEntries(Object.entries(guests).map(([k, v]) => [k, Number(v)])) as EventAnalyticsRow['guests'],
    sources: parsed(row.sources),
    by_day_and_time: parsed(row.by_day_and_time),
    budget: budget && {
      amount_cents: Number(budget.amount_cents),
      actual_spend_cents: Number(budget.actual_spend_cents),
      currency_code: String(budget.currency_code),
    },
    post_survey_id: row.post_survey_id == null ? null : Number(row.post_survey_id),
    responders: Number(row.responders),
    nps_by_question: parsed(row.nps_by_question),
    word_cloud: parsed(row.word_cloud),
  };
}
