import { z } from 'zod';
import { idSchema } from './ids.ts';
import { MONTHS } from './budget-period.ts';
import { parseMoney, parseRate } from './money.ts';

/** Spec guest-engagement §5, §8 (Budget) and platform §5, §8: the texts, word for word. */
export const BUDGET_MESSAGES = {
  resolveErrors: 'Please resolve errors before saving changes!',
  saveFailed: (reason: string) => `Failed to save event budget: ${reason}`,
  addFailed: 'Failed to add expense items',
  somethingWrong: 'Something went wrong! Please try again',
  updateExpensesFailed: 'Error updating expenses. Please try again.',
  settingsFailed: 'Failed to update event budget settings',
  groupBudgetsFailed: 'Failed to update groups budgets',
  currenciesFailed: 'Failed to update currencies',
  startMonthFailed: 'Failed to update starting month',
  groupExportFailed: 'Something went wrong! Group budget export failed. Please try again',
  saved: 'Event budget saved!',
  deleted: 'Event budget deleted',
  expenseCreated: 'Expense created',
  expenseDeleted: 'Expense deleted!',
  trackerUpdated: 'Your expense tracker has been updated!',
  expensesUpdated: 'Expenses updated successfully!',
  trackerExported: 'Expense Tracker has been exported to a CSV!',
  groupExported: 'Group Budget Tracker has been exported to a CSV!',
  currenciesUpdated: 'Currencies updated successfully!',
  categoriesAdded: (n: number) => `${n} expense categories added!`,
  organizationUpdated: 'Organization updated!',
  sameCurrency: 'All selected groups must have the same currency',
  groupCurrencyLocked: 'Group currency cannot be changed due to shared event expenses.',
  categoryName: 'Please enter a name or delete this category',
  usdRequired: 'USD cannot be removed.',
  // Not in the spec's catalogue: the server's own refusals, in the same voice.
  nameRequired: 'Expense name is required',
  amount: 'Please enter an amount with at most two decimals, from 0 to 2147483647',
  rate: 'Please enter a conversion rate greater than 0',
  conversionTooLarge: 'This conversion rate would take a linked event’s amounts above 2147483647',
  currencyNotFound: 'That currency is not one of the organization’s currencies',
  /** Removing a currency that an event budget (and so its expenses) or a group budget uses: named, refused. */
  currencyInUse: (codes: string[]) =>
    codes.length === 1
      ? `${codes[0]} can't be removed: an event or group budget uses it.`
      : `${codes.slice(0, -1).join(', ')} and ${codes.at(-1)} can't be removed: event or group budgets use them.`,
  categoryNotFound: 'That expense category does not exist',
  categoryDeleted: 'That expense category was deleted. Please choose another one',
  groupNotFound: 'That group does not exist',
  budgetNotFound: 'This event has no budget yet',
  expenseNotFound: 'That expense does not exist',
  eventBudgetsOff: 'Event budgets are turned off for this organization',
  confirmCurrencyChange:
    'The amounts are kept as they are and shown in the new currency; nothing is converted. Change the currency?',
  confirmUnlink: 'Unlinking groups removes this event from their budgets. Are you sure?',
  confirmDiscard: 'You have unsaved changes. Discard them?',
  confirmConversion: 'Linked events will be converted with these rates. Continue?',
  confirmDelete: 'Delete this expense?',
  confirmDeleteBudget: 'Delete this event budget and all of its expenses?',
} as const;

/** An amount as decimal text or a JSON number: at most two decimals, 0..2147483647 (spec §5). */
export const moneySchema = z
  .union([z.string().max(20), z.number()])
  .refine((v) => parseMoney(v) !== null, { message: BUDGET_MESSAGES.amount })
  .transform((v) => parseMoney(v)!);
/** A conversion rate: a positive number with at most six decimals; default 1 (platform §5). */
export const rateSchema = z
  .union([z.string().max(20), z.number()])
  .refine((v) => parseRate(v) !== null, { message: BUDGET_MESSAGES.rate })
  .transform((v) => parseRate(v)!);

const text = (max: number) => z.string().max(max, { message: `At most ${max} characters` });

export const eventBudgetInput = z.object({
  event_budget: z.object({
    amount: moneySchema,
    currency_id: idSchema.optional(),
    group_ids: z.array(idSchema).max(100).default([]),
  }),
});
export type EventBudgetInput = z.infer<typeof eventBudgetInput>['event_budget'];

const expenseFields = {
  name: text(200).trim().min(1, { message: BUDGET_MESSAGES.nameRequired }),
  estimated_cost: moneySchema.optional(),
  actual_cost: moneySchema.optional(),
  expense_category_id: idSchema.nullable().optional(),
  vendor: text(200).trim().optional(),
  notes: text(2000).optional(),
  spent_on: z.iso.date().nullable().optional(),
};
export const expenseItemFields = z.object(expenseFields);
export const expenseItemsInput = z.object({
  expense_items: z
    .array(z.object({ ...expenseFields, event_budget_id: idSchema }))
    .min(1)
    .max(100),
});
export const expenseItemUpdateInput = z.object({ expense_item: expenseItemFields.partial() });
export type ExpenseItemFields = z.infer<typeof expenseItemFields>;

export const updateCurrenciesInput = z.object({ currency_ids: z.array(idSchema).max(400) });

/**
 * Platform §7 / guest-engagement §7: the organization update (PATCH /api/organizations/current) carries the Budget
 * tab's budget_start_month and expense_categories_attributes; organization-schemas adds these fields.
 */
export const budgetSettingsFields = {
  budget_start_month: z.enum(MONTHS).optional(),
  expense_categories_attributes: z
    .array(
      z.object({
        id: idSchema.optional(),
        name: text(100).optional(),
        active: z.boolean().optional(),
        _destroy: z.boolean().optional(),
      }),
    )
    .max(200)
    .optional(),
};
export const budgetSettingsInput = z.object(budgetSettingsFields);
export type BudgetSettingsInput = z.infer<typeof budgetSettingsInput>;

export const groupBudgetsInput = z.object({
  groups_budgets: z
    .array(
      z.object({
        group_id: idSchema,
        budget: moneySchema,
        currency_id: idSchema,
        conversion_rate: rateSchema.optional(),
      }),
    )
    .max(500),
});
export type GroupBudgetRowInput = z.infer<typeof groupBudgetsInput>['groups_budgets'][number];

export const GROUP_BUDGET_EVENT_TABS = ['all', 'upcoming', 'past', 'mine'] as const;
export const groupBudgetEventsQuery = z.object({
  tab: z.enum(GROUP_BUDGET_EVENT_TABS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export const groupBudgetsQuery = z.object({
  search: z.string().trim().max(100).optional(),
  group_type_id: idSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(500).default(100),
});

/** Spec §9: spend breakdown bars show at least 3 percent; labels over 20 characters are cut to 17 plus an ellipsis. */
export const BREAKDOWN_MIN_SHARE = 3;
export const truncateLabel = (label: string) => (label.length > 20 ? `${label.slice(0, 17)}…` : label);
