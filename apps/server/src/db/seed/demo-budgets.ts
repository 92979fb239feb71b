import { inArray } from 'drizzle-orm';
import { budgetPeriod } from '@huddle/domain/budget-period';
import type { Executor } from '../client.ts';
import { eventBudgetGroups, eventBudgets, expenseCategories, expenseItems, groupBudgets } from '../schema/budgets.ts';
import { currencies, organizationCurrencies } from '../schema/organizations.ts';

interface DemoEvent {
  id: number;
  startAt: Date;
  endsAt: Date;
  published: boolean;
}

const CATEGORIES = ['Venue', 'Food & Beverage', 'Swag', 'Travel', 'Entertainment'];

/**
 * Budgets for the demo (issue 18): expense categories, EUR and GBP beside USD, budgets with expenses on four acme
 * events of the current period, and two group budgets: the first group on budget, the fourth over it.
 */
export async function seedDemoBudgets(
  tx: Executor,
  input: { organizationId: number; now: Date; events: DemoEvent[]; groupIds: number[] },
) {
  const { organizationId } = input;
  const rows = await tx
    .select()
    .from(currencies)
    .where(inArray(currencies.code, ['USD', 'EUR', 'GBP']));
  const usd = rows.find((c) => c.code === 'USD')!;
  const extra = rows.filter((c) => c.code !== 'USD').map((c) => ({ organizationId, currencyId: c.id }));
  if (extra.length > 0) await tx.insert(organizationCurrencies).values(extra);
  const categoryIds = (
    await tx
      .insert(expenseCategories)
      .values(CATEGORIES.map((name) => ({ organizationId, name })))
      .returning({ id: expenseCategories.id })
  ).map((c) => c.id);
  const period = budgetPeriod('January', input.now);
  const sorted = input.events
    .filter((e) => e.startAt >= period.start && e.startAt < period.nextStart)
    .sort((a, b) => +a.startAt - +b.startAt);
  // The most recent past event first: its analytics (issue 17) then show budget, spend and survey results together.
  const latestPast = sorted.filter((e) => e.published && e.endsAt < input.now).at(-1);
  const inPeriod = [...(latestPast ? [latestPast] : []), ...sorted.filter((e) => e !== latestPast)].slice(0, 4);
  const [onBudget, overBudget] = [input.groupIds[0], input.groupIds[3]];
  // Cents: [budget, [category index, name, estimated, actual]...], and the group the spend counts against.
  const plans: { amount: number; group: number | undefined; items: [number, string, number, number][] }[] = [
    {
      amount: 250000,
      group: onBudget,
      items: [
        [0, 'Conference room', 80000, 75000],
        [1, 'Lunch', 60000, 64250],
      ],
    },
    {
      amount: 120000,
      group: onBudget,
      items: [
        [2, 'T-shirts', 40000, 38990],
        [1, 'Coffee', 15000, 12000],
      ],
    },
    {
      amount: 30000,
      group: overBudget,
      items: [
        [1, 'Post-run breakfast', 20000, 24500],
        [4, 'Music', 10000, 12000],
      ],
    },
    { amount: 50000, group: undefined, items: [[3, 'Train tickets', 30000, 0]] },
  ];
  for (const [i, event] of inPeriod.entries()) {
    const plan = plans[i]!;
    const [budget] = await tx
      .insert(eventBudgets)
      .values({ organizationId, eventId: event.id, amountCents: plan.amount, currencyId: usd.id })
      .returning({ id: eventBudgets.id });
    const eventBudgetId = budget!.id;
    if (plan.group) await tx.insert(eventBudgetGroups).values({ organizationId, eventBudgetId, groupId: plan.group });
    await tx.insert(expenseItems).values(
      plan.items.map(([category, name, estimated, actual]) => ({
        organizationId,
        eventBudgetId,
        name,
        estimatedCostCents: estimated,
        actualCostCents: actual,
        expenseCategoryId: categoryIds[category] ?? null,
        vendor: '',
        notes: '',
      })),
    );
  }
  const groupRows = [
    { groupId: onBudget, budgetCents: 500000 },
    { groupId: overBudget, budgetCents: 30000 },
  ].filter((g): g is { groupId: number; budgetCents: number } => g.groupId !== undefined);
  if (groupRows.length > 0)
    await tx.insert(groupBudgets).values(groupRows.map((g) => ({ organizationId, currencyId: usd.id, ...g })));
}
