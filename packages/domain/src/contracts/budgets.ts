import { z } from 'zod';
import { pageMetaSchema } from './page-meta.ts';

/** The JSON the budget routes answer (spec guest-engagement §3, §7; platform §3, §7). Money: decimal text + cents. */
const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const money = z.string().regex(/^-?\d+\.\d{2}$/);
const cents = z.number().int();

export const currencySchema = z.object({ id, code: z.string(), symbol: z.string(), name: z.string() });
export const currenciesResponse = z.object({ currencies: z.array(currencySchema) });
export const expenseCategorySchema = z.object({
  id,
  name: z.string(),
  active: z.boolean(),
  expense_items_count: count,
});

export const expenseItemSchema = z.object({
  id,
  event_budget_id: id,
  name: z.string(),
  estimated_cost: money,
  actual_cost: money,
  estimated_cost_cents: cents,
  actual_cost_cents: cents,
  expense_category_id: id.nullable(),
  vendor: z.string(),
  notes: z.string(),
  spent_on: z.string().nullable(),
  currency: currencySchema,
});

export const eventBudgetSchema = z.object({
  id: id.nullable(),
  event_id: id,
  event_name: z.string(),
  amount: money,
  amount_cents: cents,
  currency_id: id,
  currency: currencySchema,
  linked_groups: z.array(z.object({ id, name: z.string(), currency_id: id.nullable() })),
  expense_items: z.array(expenseItemSchema),
  actual_spend: money,
  actual_spend_cents: cents,
  estimated_spend: money,
  remaining: money,
  attendee_count: count,
  per_attendee: money.nullable(),
  over_budget: z.boolean(),
  category_totals: z.array(
    z.object({
      name: z.string(),
      active: z.boolean(),
      percent_of_total_spend: count,
      category_total_actual_spend: money,
    }),
  ),
});
export const eventBudgetResponse = z.object({ event_budget: eventBudgetSchema });
export const eventBudgetSavedResponse = z.object({ event_budget: eventBudgetSchema, message: z.string() });
export const expenseItemsResponse = z.object({ expense_items: z.array(expenseItemSchema), message: z.string() });
export const expenseItemResponse = z.object({ expense_item: expenseItemSchema, message: z.string() });

export const budgetOrganizationSchema = z.object({
  budget_start_month: z.string(),
  budget_period_start_date: z.string(),
  budget_period_end_date: z.string(),
  currencies: z.array(currencySchema),
  expense_categories: z.array(expenseCategorySchema),
});
export const budgetSettingsResponse = z.object({ organization: budgetOrganizationSchema, message: z.string() });

export const groupBudgetRowSchema = z.object({
  id,
  name: z.string(),
  budget: money,
  budget_cents: cents,
  currency_id: id,
  currency: currencySchema,
  conversion_rate: z.string(),
  group_type_id: id.nullable(),
  has_linked_events: z.boolean(),
  shared_event_expenses: z.boolean(),
});
export const groupBudgetsResponse = z.object({ groups_budgets: z.array(groupBudgetRowSchema), meta: pageMetaSchema });
export const groupBudgetsSavedResponse = z.object({
  groups_budgets: z.array(groupBudgetRowSchema),
  message: z.string(),
});

const breakdown = z.array(z.object({ name: z.string(), value: money, value_cents: cents }));
export const budgetPeriodBreakdownSchema = z.object({
  group_id: id,
  currency_details: currencySchema,
  budget_period_start_date: z.string(),
  budget_period_end_date: z.string(),
  budget_period_total: money,
  budget_period_total_spent: money,
  budget_period_remaining: money,
  budget_status: z.enum(['On budget', 'Over budget', 'Budget undefined']),
  event_type_breakdown: breakdown,
  expense_category_breakdown: breakdown,
  monthly_breakdown: breakdown,
});
export const groupBudgetEventSchema = z.object({
  id,
  start: z.iso.datetime(),
  name: z.string(),
  event_type_id: id.nullable(),
  event_type: z.string().nullable(),
  budget_amount: money,
  actual_amount: money,
  items_count: count,
});
export const groupBudgetEventsResponse = z.object({
  events: z.array(groupBudgetEventSchema),
  meta: pageMetaSchema,
});
