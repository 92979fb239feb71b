import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { BUDGET_MESSAGES as M, type EventBudgetInput, type ExpenseItemFields } from '@huddle/domain/budget-schemas';
import { mayManageEventBudget } from '@huddle/domain/policy/budgets';
import type { Tenancy } from '../../db/tenancy.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { EventsPort } from '../events/events.port.ts';
import type { FeatureFlagsPort } from '../feature-flags/feature-flags.port.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import * as repository from './budgets.repository.ts';
import type { LoadedEventBudget } from './budgets.presenter.ts';

type ItemInput = ExpenseItemFields & { event_budget_id: number };

/** Input money is BigInt cents (budget-schemas); rows hold it as a number, exact below 2^53. */
const cents = (value: bigint | undefined) => (value === undefined ? undefined : Number(value));

function itemValues(input: Partial<ExpenseItemFields>) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.estimated_cost !== undefined && { estimatedCostCents: cents(input.estimated_cost)! }),
    ...(input.actual_cost !== undefined && { actualCostCents: cents(input.actual_cost)! }),
    ...(input.expense_category_id !== undefined && { expenseCategoryId: input.expense_category_id }),
    ...(input.vendor !== undefined && { vendor: input.vendor }),
    ...(input.notes !== undefined && { notes: input.notes }),
    ...(input.spent_on !== undefined && { spentOn: input.spent_on }),
  };
}

/**
 * Event budgets and their expenses (spec guest-engagement §2 Event budget screen, §4, §5, §7), behind the
 * event-budget flag, for the event's managers (policy/budgets).
 */
export function createBudgetsService(deps: {
  bind: Tenancy['bind'];
  events: EventsPort;
  featureFlags: FeatureFlagsPort;
  groups: GroupsPort;
}) {
  const repo = deps.bind(repository);

  /** The event, if budgets are on and the caller manages it: 404 when off or hidden, 403 below a co-host. */
  async function managedEvent(actor: Actor, eventId: number) {
    if (!(await deps.featureFlags.isOn('event-budget'))) throw notFound(M.eventBudgetsOff);
    const { row, isHost } = await deps.events.access(actor, eventId);
    if (!mayManageEventBudget(actor, { isHost })) throw forbidden(EVENT_MESSAGES.notEditable);
    return row;
  }

  async function usd() {
    const list = await repo.organizationCurrencyList();
    return list.find((c) => c.code === 'USD')!;
  }

  /**
   * What an unsaved budget proposes (ADR 0022 addendum): the event's own groups, in their currency, when they share
   * one; otherwise no groups and USD, and the manager chooses. A group the manager may not see is never proposed.
   */
  async function proposedLinks(actor: Actor, eventId: number) {
    const groups = await repo.groupsOfEvent(eventId);
    const seen = new Set(
      await deps.groups.visibleIds(
        actor,
        groups.map((g) => g.id),
      ),
    );
    const own = groups.filter((g) => seen.has(g.id));
    const fallback = await usd();
    const ids = new Set(own.map((g) => g.currencyId ?? fallback.id));
    if (ids.size !== 1) return { groups: [], currency: fallback };
    const [currency] = await repo.currenciesByIds([...ids]);
    return { groups: own, currency: currency ?? fallback };
  }

  async function load(actor: Actor, eventId: number, eventName: string): Promise<LoadedEventBudget> {
    const budget = await repo.findBudgetOfEvent(eventId);
    const categories = await repo.listCategories();
    const attendees = await repo.attendeeCount(eventId);
    if (!budget) {
      const proposal = await proposedLinks(actor, eventId);
      return {
        id: null,
        eventId,
        eventName,
        amountCents: 0,
        currency: proposal.currency,
        linkedGroups: proposal.groups,
        items: [],
        categories,
        attendees,
      };
    }
    const [currency] = await repo.currenciesByIds([budget.currencyId]);
    return {
      id: budget.id,
      eventId,
      eventName,
      amountCents: budget.amountCents,
      currency: currency!,
      linkedGroups: await repo.linkedGroups(budget.id),
      items: await repo.itemsOf(budget.id),
      categories,
      attendees,
    };
  }

  /** Issue 31: a new link needs a group the caller may see (one linked already stays, as the archive rule says). */
  async function checkGroupsSeen(actor: Actor, input: EventBudgetInput, linked: number[]) {
    const added = [...new Set(input.group_ids)].filter((id) => !linked.includes(id));
    if ((await deps.groups.visibleIds(actor, added)).length !== added.length)
      throw invalid({ group_ids: [M.groupNotFound] }, M.groupNotFound);
  }

  /**
   * The currency a budget takes: its linked groups' one currency, else the one asked for (spec §5). A group linked
   * already may stay linked after it was archived; a new link needs a live group of the organization.
   */
  async function chooseCurrency(input: EventBudgetInput, current: number | null, linked: number[]): Promise<number> {
    const groupIds = [...new Set(input.group_ids)];
    const found = await repo.groupsWithCurrency(groupIds, linked);
    if (found.length !== groupIds.length) throw invalid({ group_ids: [M.groupNotFound] }, M.groupNotFound);
    const usdId = (await usd()).id;
    const groupCurrencies = new Set(found.map((g) => g.currencyId ?? usdId));
    if (groupCurrencies.size > 1) throw invalid({ group_ids: [M.sameCurrency] }, M.sameCurrency);
    const asked = input.currency_id ?? current ?? usdId;
    if (groupCurrencies.size === 1) {
      const [groupCurrency] = groupCurrencies;
      if (input.currency_id !== undefined && input.currency_id !== groupCurrency)
        throw invalid({ currency_id: [M.sameCurrency] }, M.sameCurrency);
      return groupCurrency!;
    }
    const allowed = await repo.organizationCurrencyList();
    if (!allowed.some((c) => c.id === asked)) throw invalid({ currency_id: [M.currencyNotFound] }, M.currencyNotFound);
    return asked;
  }

  /**
   * Categories an expense may take: the organization's, and not deleted, except the one the expense already has
   * (`kept`), which it keeps with its name.
   */
  async function checkCategories(ids: (number | null | undefined)[], kept: number | null = null) {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    const found = await repo.categoriesByIds(wanted);
    if (found.length !== wanted.length)
      throw invalid({ expense_category_id: [M.categoryNotFound] }, M.categoryNotFound);
    if (found.some((c) => !c.active && c.id !== kept))
      throw invalid({ expense_category_id: [M.categoryDeleted] }, M.categoryDeleted);
  }

  /** An expense of an event the caller manages; another organization's id is 404. */
  async function managedItem(actor: Actor, id: number) {
    const found = await repo.findItem(id);
    if (!found) throw notFound(M.expenseNotFound);
    await managedEvent(actor, found.eventId);
    return found.item;
  }

  async function currencyOfBudget(budgetId: number) {
    const budget = await repo.findBudget(budgetId);
    const [currency] = await repo.currenciesByIds([budget!.currencyId]);
    return currency!;
  }

  return {
    async get(actor: Actor, eventId: number) {
      const event = await managedEvent(actor, eventId);
      return load(actor, eventId, event.name);
    },

    /**
     * PATCH /api/event_budgets?event_id=: creates or updates the budget. A new currency relabels the expenses (they
     * are in the budget's currency); the web asks for confirmation first (spec §4).
     */
    async save(actor: Actor, eventId: number, input: EventBudgetInput) {
      const event = await managedEvent(actor, eventId);
      const existing = await repo.findBudgetOfEvent(eventId);
      const linked = existing ? (await repo.linkedGroups(existing.id)).map((g) => g.id) : [];
      await checkGroupsSeen(actor, input, linked);
      const currencyId = await chooseCurrency(input, existing?.currencyId ?? null, linked);
      const budget = await repo.upsertBudget(eventId, { amountCents: Number(input.amount), currencyId });
      await repo.replaceLinkedGroups(budget.id, [...new Set(input.group_ids)]);
      return load(actor, eventId, event.name);
    },

    async remove(actor: Actor, eventId: number) {
      await managedEvent(actor, eventId);
      const budget = await repo.findBudgetOfEvent(eventId);
      if (!budget) throw notFound(M.budgetNotFound);
      await repo.deleteBudget(budget.id);
    },

    /** The expense tracker as CSV lines (the route writes them with formula escaping). */
    async exportRows(actor: Actor, eventId: number) {
      const event = await managedEvent(actor, eventId);
      return load(actor, eventId, event.name);
    },

    async addItems(actor: Actor, items: ItemInput[]) {
      const budgetIds = [...new Set(items.map((i) => i.event_budget_id))];
      const currencies = new Map<number, repository.CurrencyRow>();
      for (const id of budgetIds) {
        const budget = await repo.findBudget(id);
        if (!budget) throw notFound(M.budgetNotFound);
        await managedEvent(actor, budget.eventId);
        currencies.set(id, (await repo.currenciesByIds([budget.currencyId]))[0]!);
      }
      await checkCategories(items.map((i) => i.expense_category_id));
      const rows = await repo.insertItems(
        items.map((i) => ({ eventBudgetId: i.event_budget_id, name: i.name, ...itemValues(i) })),
      );
      return rows.map((row) => ({ row, currency: currencies.get(row.eventBudgetId)! }));
    },

    async updateItem(actor: Actor, id: number, input: Partial<ExpenseItemFields>) {
      const item = await managedItem(actor, id);
      await checkCategories([input.expense_category_id], item.expenseCategoryId);
      const values = itemValues(input);
      const row = Object.keys(values).length > 0 ? await repo.updateItem(id, values) : item;
      return { row, currency: await currencyOfBudget(row.eventBudgetId) };
    },

    async removeItem(actor: Actor, id: number) {
      await managedItem(actor, id);
      await repo.deleteItem(id);
    },
  };
}

export type BudgetsService = ReturnType<typeof createBudgetsService>;
