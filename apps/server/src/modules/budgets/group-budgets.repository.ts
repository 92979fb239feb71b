import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import {
  eventBudgetGroups,
  eventBudgets,
  expenseCategories,
  expenseItems,
  groupBudgets,
} from '../../db/schema/budgets.ts';
import { eventHosts, events } from '../../db/schema/events.ts';
import { groups } from '../../db/schema/groups.ts';
import { eventTypes } from '../../db/schema/organizations.ts';
import { likePattern } from '../../lib/pagination.ts';
import { seenBy, type EventViewer } from '../events/events.port.ts';

export interface GroupBudgetFilters {
  search?: string | undefined;
  group_type_id?: number | undefined;
  limit: number;
  offset: number;
}

/**
 * The live groups with their budgets (platform §3 Group budget), a page of them and the total in one statement:
 * whether events are linked, and whether one of those events is shared with another group (its currency is then
 * locked, spec §5).
 */
export async function listGroupBudgets(db: Executor, organizationId: number, f: GroupBudgetFilters) {
  const conditions: SQL[] = [eq(groups.organizationId, organizationId), sql`${groups.archivedAt} is null`];
  if (f.search) conditions.push(ilike(groups.name, likePattern(f.search)));
  if (f.group_type_id) conditions.push(eq(groups.groupTypeId, f.group_type_id));
  const where = and(...conditions);
  const links = sql`select 1 from ${eventBudgetGroups} l where l.organization_id = ${organizationId} and l.group_id = ${groups.id}`;
  const shared = sql`select 1 from ${eventBudgetGroups} l join ${eventBudgetGroups} o
    on o.organization_id = l.organization_id and o.event_budget_id = l.event_budget_id and o.group_id <> l.group_id
    where l.organization_id = ${organizationId} and l.group_id = ${groups.id}`;
  return db
    .select({
      id: groups.id,
      name: groups.name,
      groupTypeId: groups.groupTypeId,
      budgetCents: groupBudgets.budgetCents,
      currencyId: groupBudgets.currencyId,
      rateMicros: groupBudgets.conversionRateMicros,
      hasLinkedEvents: sql<boolean>`exists (${links})`,
      sharedEventExpenses: sql<boolean>`exists (${shared})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(groups)
    .leftJoin(groupBudgets, and(eq(groupBudgets.organizationId, organizationId), eq(groupBudgets.groupId, groups.id)))
    .where(where)
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
    .limit(f.limit)
    .offset(f.offset);
}

export async function findGroupBudget(db: Executor, organizationId: number, groupId: number) {
  const [row] = await db
    .select()
    .from(groupBudgets)
    .where(and(eq(groupBudgets.organizationId, organizationId), eq(groupBudgets.groupId, groupId)));
  return row ?? null;
}

export async function upsertGroupBudget(
  db: Executor,
  organizationId: number,
  groupId: number,
  values: { budgetCents: number; currencyId: number; conversionRateMicros: number },
) {
  await db
    .insert(groupBudgets)
    .values({ organizationId, groupId, ...values })
    .onConflictDoUpdate({
      target: [groupBudgets.organizationId, groupBudgets.groupId],
      set: { ...values, updatedAt: sql`now()` },
    });
}

/** The event budgets linked to a group, each with how many groups it links. */
export async function budgetsLinkedTo(db: Executor, organizationId: number, groupId: number) {
  const result = await db.execute(sql`select l.event_budget_id as id,
      (select count(*) from ${eventBudgetGroups} o
        where o.organization_id = l.organization_id and o.event_budget_id = l.event_budget_id)::int as "groupsCount"
    from ${eventBudgetGroups} l where l.organization_id = ${organizationId} and l.group_id = ${groupId}`);
  return rowsOf<{ id: number; groupsCount: number }>(result);
}

const converted = (column: SQL, rateMicros: number) =>
  sql`round(${column}::numeric * ${rateMicros}::numeric / 1000000)`;

/** The largest amount (cents, as text) the budgets and their expenses would have after a conversion at this rate. */
export async function largestConverted(db: Executor, organizationId: number, budgetIds: number[], rateMicros: number) {
  if (budgetIds.length === 0) return '0';
  const ids = sql.join(
    budgetIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`select coalesce(max(v), 0)::text as cents from (
      select ${converted(sql`amount_cents`, rateMicros)} as v from ${eventBudgets}
        where organization_id = ${organizationId} and id in (${ids})
      union all
      select ${converted(sql`greatest(estimated_cost_cents, actual_cost_cents)`, rateMicros)} from ${expenseItems}
        where organization_id = ${organizationId} and event_budget_id in (${ids})) amounts`);
  return rowsOf<{ cents: string }>(result)[0]?.cents ?? '0';
}

/**
 * Converts budgets and their expenses into another currency: amount × rate in exact numeric arithmetic, rounded to
 * the cent with halves away from zero (PostgreSQL's round(numeric), the rule of money.ts convertMinor).
 */
export async function convertBudgets(
  db: Executor,
  organizationId: number,
  budgetIds: number[],
  rateMicros: number,
  currencyId: number,
) {
  if (budgetIds.length === 0) return;
  const ids = sql.join(
    budgetIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const convert = (column: SQL) => sql`${converted(column, rateMicros)}::bigint`;
  await db.execute(sql`update ${eventBudgets} set amount_cents = ${convert(sql`amount_cents`)},
    currency_id = ${currencyId}, updated_at = now() where organization_id = ${organizationId} and id in (${ids})`);
  await db.execute(sql`update ${expenseItems} set estimated_cost_cents = ${convert(sql`estimated_cost_cents`)},
    actual_cost_cents = ${convert(sql`actual_cost_cents`)}
    where organization_id = ${organizationId} and event_budget_id in (${ids})`);
}

/** The expenses that count against a group: items of budgets linked to it, of events that start in [from, to). */
function spendSql(organizationId: number, groupId: number, from: Date, to: Date) {
  return sql`from ${expenseItems} i
    join ${eventBudgets} b on b.organization_id = i.organization_id and b.id = i.event_budget_id
    join ${eventBudgetGroups} l on l.organization_id = b.organization_id and l.event_budget_id = b.id
      and l.group_id = ${groupId}
    join ${events} e on e.organization_id = b.organization_id and e.id = b.event_id
    left join ${eventTypes} t on t.organization_id = e.organization_id and t.id = e.event_type_id
    left join ${expenseCategories} c on c.organization_id = i.organization_id and c.id = i.expense_category_id
    where i.organization_id = ${organizationId}
      and e.start_at >= ${from.toISOString()}::timestamptz and e.start_at < ${to.toISOString()}::timestamptz`;
}

export interface BreakdownRow {
  kind: 'type' | 'category' | 'month';
  name: string;
  cents: string;
}

/**
 * Spec §3 Group budget period: the spend by event type, by expense category and by month (of the event's start,
 * UTC), in one statement. Sums of bigint cents come back as numeric text, read with BigInt: never a float.
 */
export async function periodBreakdown(db: Executor, organizationId: number, groupId: number, from: Date, to: Date) {
  const spend = spendSql(organizationId, groupId, from, to);
  const result = await db.execute(sql`
    select 'type' as kind, coalesce(t.name, 'No event type') as name, sum(i.actual_cost_cents)::text as cents
      ${spend} group by 2
    union all
    select 'category', coalesce(c.name, 'Uncategorized'), sum(i.actual_cost_cents)::text ${spend} group by 2
    union all
    select 'month', to_char(date_trunc('month', e.start_at at time zone 'UTC'), 'YYYY-MM'),
      sum(i.actual_cost_cents)::text ${spend} group by 2
    order by 1, 2`);
  return rowsOf<BreakdownRow>(result);
}

export type GroupEventsTab = 'all' | 'upcoming' | 'past' | 'mine';

/**
 * Spec §3 Budget event rows: the events whose budgets link the group and that `viewer` may see (the events lists'
 * rule: a group editor is not an editor of every event), a page of them with the total.
 */
export async function groupBudgetEvents(
  db: Executor,
  organizationId: number,
  groupId: number,
  q: { tab: GroupEventsTab; now: Date; viewer: EventViewer; limit: number; offset: number },
) {
  const tab = {
    all: sql``,
    upcoming: sql`and e.ends_at >= ${q.now.toISOString()}::timestamptz`,
    past: sql`and e.ends_at < ${q.now.toISOString()}::timestamptz`,
    mine: sql`and exists (select 1 from ${eventHosts} h
      where h.organization_id = e.organization_id and h.event_id = e.id and h.user_id = ${q.viewer.id})`,
  }[q.tab];
  const seen = seenBy(q.viewer, sql`e`);
  const result = await db.execute(sql`
    select e.id, e.start_at as start, e.name, e.event_type_id, t.name as event_type,
      b.amount_cents::text as budget_cents,
      (select coalesce(sum(i.actual_cost_cents), 0) from ${expenseItems} i
        where i.organization_id = b.organization_id and i.event_budget_id = b.id)::text as actual_cents,
      (select count(*) from ${expenseItems} i
        where i.organization_id = b.organization_id and i.event_budget_id = b.id)::int as items_count,
      count(*) over ()::int as total
    from ${eventBudgets} b
    join ${eventBudgetGroups} l on l.organization_id = b.organization_id and l.event_budget_id = b.id
      and l.group_id = ${groupId}
    join ${events} e on e.organization_id = b.organization_id and e.id = b.event_id
    left join ${eventTypes} t on t.organization_id = e.organization_id and t.id = e.event_type_id
    where b.organization_id = ${organizationId} ${tab} ${seen ? sql`and ${seen}` : sql``}
    order by e.start_at ${q.tab === 'past' ? sql`desc` : sql`asc`}, e.id
    limit ${q.limit} offset ${q.offset}`);
  return rowsOf<{
    id: number;
    start: Date | string;
    name: string;
    event_type_id: number | null;
    event_type: string | null;
    budget_cents: string;
    actual_cents: string;
    items_count: number;
    total: number;
  }>(result);
}
