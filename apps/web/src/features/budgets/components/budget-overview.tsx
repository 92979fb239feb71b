import { StatCards } from '../../../components/stat-cards';
import { formatMoney } from '../../../lib/money';
import type { EventBudget } from '../api/event-budget-api';

/** The overview's four columns, also while its figures failed to load. */
export const BUDGET_OVERVIEW_COLUMNS = { xs: '1fr 1fr', md: 'repeat(4, 1fr)' };

/** The overview cards (spec §2 Event budget screen): budget, spent, remaining, per attendee. */
export function BudgetOverview({ budget }: { budget: EventBudget }) {
  const code = budget.currency.code;
  const cards = [
    { label: 'Budget', value: formatMoney(budget.amount, code) },
    { label: 'Spent', value: formatMoney(budget.actual_spend, code), error: budget.over_budget },
    { label: 'Remaining', value: formatMoney(budget.remaining, code), error: budget.over_budget },
    {
      label: 'Per attendee',
      value: budget.per_attendee === null ? '—' : formatMoney(budget.per_attendee, code),
      note: `${budget.attendee_count} ${budget.attendee_count === 1 ? 'attendee' : 'attendees'}`,
    },
  ];
  return <StatCards label="Budget overview" cards={cards} columns={BUDGET_OVERVIEW_COLUMNS} />;
}
