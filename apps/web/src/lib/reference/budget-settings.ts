import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { currenciesResponse } from '@huddle/domain/contracts/budgets';
import type { CurrentOrganizationRecord } from '@huddle/domain/contracts/organizations';
import { api } from '../api-client';
import { referenceKeys } from './reference-keys';

export type BudgetSettings = CurrentOrganizationRecord;

const fetchBudgetSettings = () => api.get<BudgetSettings>('/api/organizations/current');

/**
 * The organization's money settings (platform §2.9): its currencies, expense categories and budget start month, as
 * a signed-in member's GET /api/organizations/current answers them. One query; each screen selects its part.
 */
export function useBudgetSettings<T = BudgetSettings>(select?: (settings: BudgetSettings) => T) {
  return useQuery({ queryKey: referenceKeys.budgetSettings(), queryFn: fetchBudgetSettings, select });
}

const currenciesOf = (settings: BudgetSettings) => settings.currencies ?? [];
const categoriesOf = (settings: BudgetSettings) => settings.expense_categories ?? [];

/** The currencies the organization budgets in (USD always among them). */
export const useCurrencies = () => useBudgetSettings(currenciesOf);

/** Every expense category of the organization, deleted ones too (active: false), so old expenses keep their names. */
export const useExpenseCategories = () => useBudgetSettings(categoriesOf);

/** Every currency the platform knows: what an admin picks the organization's currencies from. */
export function useCurrencyCatalog() {
  return useQuery({
    queryKey: referenceKeys.currencyCatalog(),
    queryFn: () => api.get<z.infer<typeof currenciesResponse>>('/api/currencies').then((r) => r.currencies),
    staleTime: Infinity,
  });
}
