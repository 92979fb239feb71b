import {
  BUDGET_MESSAGES as M,
  type BudgetSettingsInput,
  type GroupBudgetRowInput,
} from '@huddle/domain/budget-schemas';
import { budgetPeriod } from '@huddle/domain/budget-period';
import { budgetStatus, DEFAULT_CONVERSION_RATE, formatMinor, MONEY_MAX_MINOR, parseRate } from '@huddle/domain/money';
import { mayViewEveryEvent } from '@huddle/domain/policy/events';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Actor } from '../auth/actor.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import * as repository from './budgets.repository.ts';
import * as groupRepository from './group-budgets.repository.ts';

const ONE = Number(parseRate(DEFAULT_CONVERSION_RATE)!);

/**
 * The organization's budget settings (platform §2.9: currencies, expense categories, budget period, group budgets;
 * admins, checked by the routes) and the group Budget tab (platform §2.8: group editors).
 */
export function createGroupBudgetsService(deps: { bind: Tenancy['bind']; clock: Clock; groups: GroupsPort }) {
  const repo = deps.bind(repository);
  const groupRepo = deps.bind(groupRepository);

  async function organization() {
    const startMonth = await repo.budgetStartMonth();
    return {
      startMonth,
      period: budgetPeriod(startMonth, deps.clock.now()),
      currencies: await repo.organizationCurrencyList(),
      categories: await repo.listCategories(),
    };
  }

  async function currencyMap() {
    const list = await repo.organizationCurrencyList();
    return { list, usd: list.find((c) => c.code === 'USD')!, byId: new Map(list.map((c) => [c.id, c])) };
  }

  /** The group's currency: its budget's, else USD (spec §9). */
  async function groupCurrency(groupId: number) {
    const budget = await groupRepo.findGroupBudget(groupId);
    const { usd } = await currencyMap();
    const id = budget?.currencyId ?? usd.id;
    return { budget, currency: (await repo.currenciesByIds([id]))[0]! };
  }

  /** One group budget row: a live group, an organization currency, and the currency rule of spec §5. */
  async function saveRow(row: GroupBudgetRowInput, currencies: Awaited<ReturnType<typeof currencyMap>>) {
    const [group] = await repo.groupsWithCurrency([row.group_id]);
    if (!group) throw notFound(M.groupNotFound);
    if (!currencies.byId.has(row.currency_id))
      throw invalid({ groups_budgets: [M.currencyNotFound] }, M.currencyNotFound);
    const existing = await groupRepo.findGroupBudget(row.group_id);
    const oldCurrency = existing?.currencyId ?? currencies.usd.id;
    const rate = row.conversion_rate === undefined ? ONE : Number(row.conversion_rate);
    if (oldCurrency !== row.currency_id) {
      const linked = await groupRepo.budgetsLinkedTo(row.group_id);
      if (linked.some((b) => b.groupsCount > 1))
        throw invalid({ groups_budgets: [M.groupCurrencyLocked] }, M.groupCurrencyLocked);
      // The group's events follow it into the new currency, converted with the confirmed rate; amounts must stay
      // within the money limit (spec §9), or they could no longer be read back exactly.
      const ids = linked.map((b) => b.id);
      if (BigInt(await groupRepo.largestConverted(ids, rate)) > MONEY_MAX_MINOR)
        throw invalid({ groups_budgets: [M.conversionTooLarge] }, M.conversionTooLarge);
      await groupRepo.convertBudgets(ids, rate, row.currency_id);
    }
    await groupRepo.upsertGroupBudget(row.group_id, {
      budgetCents: Number(row.budget),
      currencyId: row.currency_id,
      conversionRateMicros: rate,
    });
  }

  return {
    organization,
    allCurrencies: () => repo.allCurrencies(),

    /**
     * PUT /api/organizations/update_currencies: USD always stays (spec §5). Removing a currency that a budget uses
     * (an event budget, whose expenses are in its currency, or a group budget) is refused, naming it: keeping it
     * quietly under a success message read as if it had gone.
     */
    async updateCurrencies(ids: number[]) {
      const wanted = [...new Set(ids)];
      const found = await repo.currenciesByIds(wanted);
      if (found.length !== wanted.length) throw invalid({ currency_ids: [M.currencyNotFound] }, M.currenciesFailed);
      const inUse = new Set(await repo.currenciesInUse());
      const { list } = await currencyMap();
      const removedInUse = list.filter((c) => c.code !== 'USD' && inUse.has(c.id) && !wanted.includes(c.id));
      if (removedInUse.length > 0) {
        const message = M.currencyInUse(removedInUse.map((c) => c.code));
        throw invalid({ currency_ids: [message] }, message);
      }
      // A currency in use that is somehow not on the list yet is put back on it, as before.
      const kept = new Set([...wanted, ...inUse]);
      await repo.replaceOrganizationCurrencies([...kept]);
      return organization();
    },

    /**
     * The Budget tab's organization update: the starting month and expense_categories_attributes (new rows are
     * added with blank names dropped; a renamed row needs a name; a deleted one that expenses use is deactivated).
     */
    async updateSettings(input: BudgetSettingsInput) {
      if (input.budget_start_month) await repo.setBudgetStartMonth(input.budget_start_month);
      const attributes = input.expense_categories_attributes ?? [];
      const saved = new Map((await repo.listCategories()).map((c) => [c.id, c]));
      const added: string[] = [];
      for (const attribute of attributes) {
        const name = attribute.name?.trim();
        if (attribute.id === undefined) {
          if (name) added.push(name);
          continue;
        }
        const current = saved.get(attribute.id);
        if (!current) throw invalid({ expense_categories_attributes: [M.categoryNotFound] }, M.categoryNotFound);
        if (attribute._destroy) {
          if (current.itemsCount > 0) await repo.updateCategory(attribute.id, { active: false });
          else await repo.deleteCategory(attribute.id);
          continue;
        }
        if (attribute.name !== undefined && !name)
          throw invalid({ expense_categories_attributes: [M.categoryName] }, M.categoryName);
        const changes = {
          ...(name && name !== current.name && { name }),
          ...(attribute.active !== undefined && attribute.active !== current.active && { active: attribute.active }),
        };
        // A row that changes nothing (the same name, or only its id) is a no-op, not an empty UPDATE.
        if (Object.keys(changes).length > 0) await repo.updateCategory(attribute.id, changes);
      }
      await repo.insertCategories(added);
      const message = added.length > 0 ? M.categoriesAdded(added.length) : M.organizationUpdated;
      return { organization: await organization(), message };
    },

    async groupBudgets(q: {
      search?: string | undefined;
      group_type_id?: number | undefined;
      page: number;
      per_page: number;
    }) {
      const rows = await groupRepo.listGroupBudgets({ ...q, limit: q.per_page, offset: (q.page - 1) * q.per_page });
      const total = rows[0]?.total ?? 0;
      const currencies = await currencyMap();
      const all = await repo.currenciesByIds([...new Set(rows.map((r) => r.currencyId).filter((id) => id !== null))]);
      const byId = new Map(all.map((c) => [c.id, c]));
      return {
        rows: rows.map((r) => ({ row: r, currency: (r.currencyId && byId.get(r.currencyId)) || currencies.usd })),
        meta: pageMeta({ page: q.page, per_page: q.per_page }, total),
      };
    },

    /** PUT /api/organizations/update_group_budgets: every row or none (the request's transaction). */
    async updateGroupBudgets(rows: GroupBudgetRowInput[]) {
      const currencies = await currencyMap();
      for (const row of rows) await saveRow(row, currencies);
    },

    /** GET /api/groups/{id}/analytics/budget_period_breakdown. */
    async breakdown(actor: Actor, groupId: number) {
      await deps.groups.assertEditable(actor, groupId);
      const { budget, currency } = await groupCurrency(groupId);
      const period = budgetPeriod(await repo.budgetStartMonth(), deps.clock.now());
      const rows = await groupRepo.periodBreakdown(groupId, period.start, period.nextStart);
      const total = BigInt(budget?.budgetCents ?? 0);
      const spent = rows.filter((r) => r.kind === 'type').reduce((sum, r) => sum + BigInt(r.cents), 0n);
      const list = (kind: groupRepository.BreakdownRow['kind']) =>
        rows
          .filter((r) => r.kind === kind)
          .map((r) => ({ name: r.name, value: formatMinor(BigInt(r.cents)), value_cents: Number(r.cents) }));
      return {
        group_id: groupId,
        currency,
        budget_period_start_date: period.startDate,
        budget_period_end_date: period.endDate,
        budget_period_total: formatMinor(total),
        budget_period_total_spent: formatMinor(spent),
        budget_period_remaining: formatMinor(total - spent),
        budget_status: budgetStatus(total, spent),
        event_type_breakdown: list('type'),
        expense_category_breakdown: list('category'),
        monthly_breakdown: list('month'),
      };
    },

    /** GET /api/groups/{id}/analytics/events_with_budget. */
    async events(
      actor: Actor,
      groupId: number,
      q: { tab: groupRepository.GroupEventsTab; page: number; per_page: number },
    ) {
      await deps.groups.assertEditable(actor, groupId);
      const rows = await groupRepo.groupBudgetEvents(groupId, {
        tab: q.tab,
        now: deps.clock.now(),
        viewer: { id: actor.userId, isAdmin: mayViewEveryEvent(actor) },
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return { rows, meta: pageMeta({ page: q.page, per_page: q.per_page }, rows[0]?.total ?? 0) };
    },
  };
}

export type GroupBudgetsService = ReturnType<typeof createGroupBudgetsService>;
