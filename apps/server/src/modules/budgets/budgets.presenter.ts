import type { z } from 'zod';
import type {
  budgetOrganizationSchema,
  currencySchema,
  eventBudgetSchema,
  expenseItemSchema,
  groupBudgetRowSchema,
} from '@huddle/domain/contracts/budgets';
import { divideRounded, formatMinor, formatRate, percentOf } from '@huddle/domain/money';
import type { CurrencyRow, ExpenseItemRow } from './budgets.repository.ts';

type Currency = z.infer<typeof currencySchema>;

export const presentCurrency = (c: CurrencyRow): Currency => ({
  id: c.id,
  code: c.code,
  symbol: c.symbol,
  name: c.name,
});

export function presentExpenseItem(item: ExpenseItemRow, currency: CurrencyRow): z.infer<typeof expenseItemSchema> {
  return {
    id: item.id,
    event_budget_id: item.eventBudgetId,
    name: item.name,
    estimated_cost: formatMinor(item.estimatedCostCents),
    actual_cost: formatMinor(item.actualCostCents),
    estimated_cost_cents: item.estimatedCostCents,
    actual_cost_cents: item.actualCostCents,
    expense_category_id: item.expenseCategoryId,
    vendor: item.vendor,
    notes: item.notes,
    spent_on: item.spentOn,
    currency: presentCurrency(currency),
  };
}

/** What the service reads for one event's budget (a budget not yet saved has id null and amount 0). */
export interface LoadedEventBudget {
  id: number | null;
  eventId: number;
  eventName: string;
  amountCents: number;
  currency: CurrencyRow;
  linkedGroups: { id: number; name: string; currencyId: number | null }[];
  items: ExpenseItemRow[];
  categories: { id: number; name: string; active: boolean }[];
  attendees: number;
}

/** Spec §3 Event budget: the figures are summed as BigInt cents and leave as decimal text (money.ts). */
export function presentEventBudget(b: LoadedEventBudget): z.infer<typeof eventBudgetSchema> {
  const actual = b.items.reduce((sum, i) => sum + BigInt(i.actualCostCents), 0n);
  const estimated = b.items.reduce((sum, i) => sum + BigInt(i.estimatedCostCents), 0n);
  const amount = BigInt(b.amountCents);
  const byCategory = new Map<number | null, bigint>();
  for (const i of b.items)
    byCategory.set(i.expenseCategoryId, (byCategory.get(i.expenseCategoryId) ?? 0n) + BigInt(i.actualCostCents));
  const category_totals = [...byCategory].map(([id, total]) => {
    const category = b.categories.find((c) => c.id === id);
    return {
      name: category?.name ?? 'Uncategorized',
      active: category?.active ?? true,
      percent_of_total_spend: percentOf(total, actual),
      category_total_actual_spend: formatMinor(total),
    };
  });
  return {
    id: b.id,
    event_id: b.eventId,
    event_name: b.eventName,
    amount: formatMinor(amount),
    amount_cents: b.amountCents,
    currency_id: b.currency.id,
    currency: presentCurrency(b.currency),
    linked_groups: b.linkedGroups.map((g) => ({ id: g.id, name: g.name, currency_id: g.currencyId })),
    expense_items: b.items.map((i) => presentExpenseItem(i, b.currency)),
    actual_spend: formatMinor(actual),
    actual_spend_cents: Number(actual),
    estimated_spend: formatMinor(estimated),
    remaining: formatMinor(amount - actual),
    attendee_count: b.attendees,
    per_attendee: b.attendees > 0 ? formatMinor(divideRounded(actual, BigInt(b.attendees))) : null,
    over_budget: actual > amount,
    category_totals,
  };
}

export function presentBudgetOrganization(o: {
  startMonth: string;
  period: { startDate: string; endDate: string };
  currencies: CurrencyRow[];
  categories: { id: number; name: string; active: boolean; itemsCount: number }[];
}): z.infer<typeof budgetOrganizationSchema> {
  return {
    budget_start_month: o.startMonth,
    budget_period_start_date: o.period.startDate,
    budget_period_end_date: o.period.endDate,
    currencies: o.currencies.map(presentCurrency),
    // Deleted categories that expenses use stay listed (active: false), so those expenses keep their names.
    expense_categories: o.categories.map((c) => ({
      id: c.id,
      name: c.name,
      active: c.active,
      expense_items_count: c.itemsCount,
    })),
  };
}

export function presentGroupBudgetRow(
  row: {
    id: number;
    name: string;
    groupTypeId: number | null;
    budgetCents: number | null;
    rateMicros: number | null;
    hasLinkedEvents: boolean;
    sharedEventExpenses: boolean;
  },
  currency: CurrencyRow,
): z.infer<typeof groupBudgetRowSchema> {
  return {
    id: row.id,
    name: row.name,
    budget: formatMinor(row.budgetCents ?? 0),
    budget_cents: row.budgetCents ?? 0,
    currency_id: currency.id,
    currency: presentCurrency(currency),
    conversion_rate: formatRate(BigInt(row.rateMicros ?? 1_000_000)),
    group_type_id: row.groupTypeId,
    has_linked_events: row.hasLinkedEvents,
    shared_event_expenses: row.sharedEventExpenses,
  };
}
