import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useBudgetOrganization } from '../api/budget-settings-api';
import { BudgetCategoriesCard } from './budget-categories-card';
import { BudgetCurrenciesCard } from './budget-currencies-card';
import { BudgetPeriodCard } from './budget-period-card';
import { GroupBudgetsCard } from './group-budgets-card';

/** Spec platform §2.9: Budget settings cards (currencies, expense categories, budget periods) and group budgets. */
export function BudgetTab() {
  const organization = useBudgetOrganization();
  if (organization.isPending) return <PageLoader label="Loading budget settings…" />;
  if (organization.isError)
    return <ErrorState message="The budget settings couldn't be loaded." onRetry={() => void organization.refetch()} />;
  const o = organization.data;
  const key = (o.currencies ?? []).map((c) => c.id).join();
  const categoriesKey = (o.expense_categories ?? []).map((c) => `${c.id}:${c.name}`).join();
  return (
    <Stack spacing={3}>
      <Stack spacing={3} direction={{ xs: 'column', lg: 'row' }} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
        <BudgetCurrenciesCard key={key} selected={o.currencies ?? []} />
        <BudgetCategoriesCard key={categoriesKey} categories={o.expense_categories ?? []} />
        <BudgetPeriodCard key={o.budget_start_month} startMonth={o.budget_start_month} />
      </Stack>
      <GroupBudgetsCard currencies={o.currencies ?? []} />
    </Stack>
  );
}
