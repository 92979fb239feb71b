import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  eventBudgetGroups,
  eventBudgets,
  expenseCategories,
  expenseItems,
  groupBudgets,
} from '../../db/schema/budgets.ts';
import { eventGroups } from '../../db/schema/events.ts';
import { groups } from '../../db/schema/groups.ts';
import { invitees } from '../../db/schema/guests.ts';
import { currencies, organizationCurrencies, organizations } from '../../db/schema/organizations.ts';

export type CurrencyRow = typeof currencies.$inferSelect;
export type EventBudgetRow = typeof eventBudgets.$inferSelect;
export type ExpenseItemRow = typeof expenseItems.$inferSelect;
export type ExpenseItemValues = Omit<typeof expenseItems.$inferInsert, 'organizationId' | 'id' | 'createdAt'>;

/** Every ISO currency (the shared table): what an admin picks from. */
export async function allCurrencies(db: Executor, _organizationId: number) {
  return db.select().from(currencies).orderBy(asc(currencies.code));
}

/** The organization's currencies; USD always among them (spec §9). */
export async function organizationCurrencyList(db: Executor, organizationId: number) {
  const chosen = db
    .select({ id: organizationCurrencies.currencyId })
    .from(organizationCurrencies)
    .where(eq(organizationCurrencies.organizationId, organizationId));
  return db
    .select()
    .from(currencies)
    .where(or(eq(currencies.code, 'USD'), inArray(currencies.id, chosen)))
    .orderBy(sql`${currencies.code} <> 'USD'`, asc(currencies.code));
}

export async function currenciesByIds(db: Executor, _organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(currencies).where(inArray(currencies.id, ids));
}

export async function replaceOrganizationCurrencies(db: Executor, organizationId: number, ids: number[]) {
  await db.delete(organizationCurrencies).where(eq(organizationCurrencies.organizationId, organizationId));
  if (ids.length > 0)
    await db.insert(organizationCurrencies).values(ids.map((currencyId) => ({ organizationId, currencyId })));
}

/** Currencies still used by a budget (an event's or a group's): they stay on the organization's list. */
export async function currenciesInUse(db: Executor, organizationId: number): Promise<number[]> {
  const rows = await db
    .select({ id: eventBudgets.currencyId })
    .from(eventBudgets)
    .where(eq(eventBudgets.organizationId, organizationId))
    .union(
      db
        .select({ id: groupBudgets.currencyId })
        .from(groupBudgets)
        .where(eq(groupBudgets.organizationId, organizationId)),
    );
  return rows.map((r) => r.id);
}

/** The categories with how many expense items use each, in one statement. */
export async function listCategories(db: Executor, organizationId: number) {
  const used = db
    .select({ categoryId: expenseItems.expenseCategoryId, n: count().as('n') })
    .from(expenseItems)
    .where(eq(expenseItems.organizationId, organizationId))
    .groupBy(expenseItems.expenseCategoryId)
    .as('used');
  return db
    .select({
      id: expenseCategories.id,
      name: expenseCategories.name,
      active: expenseCategories.active,
      itemsCount: sql<number>`coalesce(${used.n}, 0)::int`,
    })
    .from(expenseCategories)
    .leftJoin(used, eq(used.categoryId, expenseCategories.id))
    .where(eq(expenseCategories.organizationId, organizationId))
    .orderBy(asc(sql`lower(${expenseCategories.name})`), asc(expenseCategories.id));
}

export async function insertCategories(db: Executor, organizationId: number, names: string[]) {
  if (names.length > 0) await db.insert(expenseCategories).values(names.map((name) => ({ organizationId, name })));
}

export async function updateCategory(
  db: Executor,
  organizationId: number,
  id: number,
  values: { name?: string; active?: boolean },
) {
  await db
    .update(expenseCategories)
    .set(values)
    .where(and(eq(expenseCategories.organizationId, organizationId), eq(expenseCategories.id, id)));
}

export async function deleteCategory(db: Executor, organizationId: number, id: number) {
  await db
    .delete(expenseCategories)
    .where(and(eq(expenseCategories.organizationId, organizationId), eq(expenseCategories.id, id)));
}

export async function findBudgetOfEvent(db: Executor, organizationId: number, eventId: number) {
  const [row] = await db
    .select()
    .from(eventBudgets)
    .where(and(eq(eventBudgets.organizationId, organizationId), eq(eventBudgets.eventId, eventId)));
  return row ?? null;
}

export async function findBudget(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(eventBudgets)
    .where(and(eq(eventBudgets.organizationId, organizationId), eq(eventBudgets.id, id)));
  return row ?? null;
}

export async function upsertBudget(
  db: Executor,
  organizationId: number,
  eventId: number,
  values: { amountCents: number; currencyId: number },
) {
  const [row] = await db
    .insert(eventBudgets)
    .values({ organizationId, eventId, ...values })
    .onConflictDoUpdate({
      target: [eventBudgets.organizationId, eventBudgets.eventId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function setBudgetCurrency(
  db: Executor,
  organizationId: number,
  id: number,
  values: { amountCents: number; currencyId: number },
) {
  await db
    .update(eventBudgets)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(eventBudgets.organizationId, organizationId), eq(eventBudgets.id, id)));
}

export async function deleteBudget(db: Executor, organizationId: number, id: number) {
  await db.delete(eventBudgets).where(and(eq(eventBudgets.organizationId, organizationId), eq(eventBudgets.id, id)));
}

/** The groups a budget is linked to, with each group's currency (null: none set, which reads as USD). */
export async function linkedGroups(db: Executor, organizationId: number, budgetId: number) {
  return db
    .select({ id: groups.id, name: groups.name, currencyId: groupBudgets.currencyId })
    .from(eventBudgetGroups)
    .innerJoin(groups, eq(groups.id, eventBudgetGroups.groupId))
    .leftJoin(groupBudgets, and(eq(groupBudgets.organizationId, organizationId), eq(groupBudgets.groupId, groups.id)))
    .where(and(eq(eventBudgetGroups.organizationId, organizationId), eq(eventBudgetGroups.eventBudgetId, budgetId)))
    .orderBy(asc(groups.name));
}

/** The live groups an event belongs to, with each group's currency (null: none set, which reads as USD). */
export async function groupsOfEvent(db: Executor, organizationId: number, eventId: number) {
  return db
    .select({ id: groups.id, name: groups.name, currencyId: groupBudgets.currencyId })
    .from(eventGroups)
    .innerJoin(groups, and(eq(groups.organizationId, eventGroups.organizationId), eq(groups.id, eventGroups.groupId)))
    .leftJoin(groupBudgets, and(eq(groupBudgets.organizationId, organizationId), eq(groupBudgets.groupId, groups.id)))
    .where(
      and(eq(eventGroups.organizationId, organizationId), eq(eventGroups.eventId, eventId), isNull(groups.archivedAt)),
    )
    .orderBy(asc(groups.name));
}

/**
 * The groups of the organization among `ids`, with their currencies: live groups, and archived ones only among `kept`
 * (already linked to a budget), so a save keeps a link that an archive left behind.
 */
export async function groupsWithCurrency(db: Executor, organizationId: number, ids: number[], kept: number[] = []) {
  if (ids.length === 0) return [];
  const alive = kept.length > 0 ? or(isNull(groups.archivedAt), inArray(groups.id, kept)) : isNull(groups.archivedAt);
  return db
    .select({ id: groups.id, currencyId: groupBudgets.currencyId })
    .from(groups)
    .leftJoin(groupBudgets, and(eq(groupBudgets.organizationId, organizationId), eq(groupBudgets.groupId, groups.id)))
    .where(and(eq(groups.organizationId, organizationId), inArray(groups.id, ids), alive));
}

export async function replaceLinkedGroups(db: Executor, organizationId: number, budgetId: number, ids: number[]) {
  await db
    .delete(eventBudgetGroups)
    .where(and(eq(eventBudgetGroups.organizationId, organizationId), eq(eventBudgetGroups.eventBudgetId, budgetId)));
  if (ids.length > 0)
    await db
      .insert(eventBudgetGroups)
      .values(ids.map((groupId) => ({ organizationId, eventBudgetId: budgetId, groupId })));
}

export async function itemsOf(db: Executor, organizationId: number, budgetId: number) {
  return db
    .select()
    .from(expenseItems)
    .where(and(eq(expenseItems.organizationId, organizationId), eq(expenseItems.eventBudgetId, budgetId)))
    .orderBy(asc(expenseItems.createdAt), asc(expenseItems.id));
}

export async function findItem(db: Executor, organizationId: number, id: number) {
  const [row] = await db
    .select({ item: expenseItems, eventId: eventBudgets.eventId })
    .from(expenseItems)
    .innerJoin(eventBudgets, eq(eventBudgets.id, expenseItems.eventBudgetId))
    .where(and(eq(expenseItems.organizationId, organizationId), eq(expenseItems.id, id)));
  return row ?? null;
}

export async function insertItems(db: Executor, organizationId: number, rows: ExpenseItemValues[]) {
  return db
    .insert(expenseItems)
    .values(rows.map((r) => ({ ...r, organizationId })))
    .returning();
}

export async function updateItem(db: Executor, organizationId: number, id: number, values: Partial<ExpenseItemValues>) {
  const [row] = await db
    .update(expenseItems)
    .set(values)
    .where(and(eq(expenseItems.organizationId, organizationId), eq(expenseItems.id, id)))
    .returning();
  return row!;
}

export async function deleteItem(db: Executor, organizationId: number, id: number) {
  await db.delete(expenseItems).where(and(eq(expenseItems.organizationId, organizationId), eq(expenseItems.id, id)));
}

/** The organization's categories among `ids`, deleted ones (inactive) too. */
export async function categoriesByIds(db: Executor, organizationId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: expenseCategories.id, active: expenseCategories.active })
    .from(expenseCategories)
    .where(and(eq(expenseCategories.organizationId, organizationId), inArray(expenseCategories.id, ids)));
}

/** Spec §2 "per attendee": the guests marked attended; before attendance is taken, those who RSVP'd yes. */
export async function attendeeCount(db: Executor, organizationId: number, eventId: number) {
  const [row] = await db
    .select({
      attended: sql<number>`count(*) filter (where ${invitees.attended} = 'yes')::int`,
      rsvp: sql<number>`count(*) filter (where ${invitees.status} = 'rsvp')::int`,
    })
    .from(invitees)
    .where(and(eq(invitees.organizationId, organizationId), eq(invitees.eventId, eventId)));
  return row && row.attended > 0 ? row.attended : (row?.rsvp ?? 0);
}

export async function budgetStartMonth(db: Executor, organizationId: number) {
  const [row] = await db
    .select({ month: organizations.budgetStartMonth })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.month ?? 'January';
}

export async function setBudgetStartMonth(db: Executor, organizationId: number, month: string) {
  await db
    .update(organizations)
    .set({ budgetStartMonth: month, updatedAt: sql`now()` })
    .where(eq(organizations.id, organizationId));
}
