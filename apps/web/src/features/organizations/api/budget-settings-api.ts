import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  budgetSettingsResponse,
  currenciesResponse,
  groupBudgetsResponse,
  groupBudgetsSavedResponse,
} from '@huddle/domain/contracts/budgets';
import type { CurrentOrganizationRecord, OrganizationSavedResponse } from '@huddle/domain/contracts/organizations';
import { api, withQuery } from '../../../lib/api-client';
import { organizationKey } from '../../../lib/organization';

export type GroupBudgetRow = z.infer<typeof groupBudgetsResponse>['groups_budgets'][number];
type SettingsAnswer = z.infer<typeof budgetSettingsResponse>;
const budgetKey = ['organizations', 'budget'] as const;

/** The Budget tab's organization fields (GET /api/organizations/current: currencies, expense_categories). */
export function useBudgetOrganization() {
  return useQuery({
    queryKey: [...budgetKey, 'current'],
    queryFn: () => api.get<CurrentOrganizationRecord>('/api/organizations/current'),
    // Deleted categories stay on the record (active: false) so old expenses keep their names; settings list live ones.
    select: (o) => ({ ...o, expense_categories: (o.expense_categories ?? []).filter((c) => c.active) }),
  });
}

export function useAllCurrencies() {
  return useQuery({
    queryKey: [...budgetKey, 'currencies'],
    queryFn: () => api.get<z.infer<typeof currenciesResponse>>('/api/currencies').then((r) => r.currencies),
    staleTime: Infinity,
  });
}

function useRefreshing<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: budgetKey });
      await queryClient.invalidateQueries({ queryKey: organizationKey });
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
    },
  });
}

/** PUT /api/organizations/update_currencies. */
export const useUpdateCurrencies = () =>
  useRefreshing((currency_ids: number[]) =>
    api.put<SettingsAnswer>('/api/organizations/update_currencies', { currency_ids }),
  );

export interface CategoryAttribute {
  id?: number;
  name?: string;
  _destroy?: boolean;
}

/** The organization update (PATCH /api/organizations/current): budget_start_month, expense_categories_attributes. */
export const useUpdateBudgetSettings = () =>
  useRefreshing((organization: { budget_start_month?: string; expense_categories_attributes?: CategoryAttribute[] }) =>
    api.patch<OrganizationSavedResponse>('/api/organizations/current', { organization }),
  );

/** GET /api/organizations/group_budgets (search, group-type filter). */
export function useGroupBudgets(filters: { search: string; groupTypeId: number | null }) {
  return useQuery({
    queryKey: [...budgetKey, 'groups', filters],
    queryFn: () =>
      api.get<z.infer<typeof groupBudgetsResponse>>(
        withQuery('/api/organizations/group_budgets', {
          search: filters.search.trim() || undefined,
          group_type_id: filters.groupTypeId ?? undefined,
          per_page: 500,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export interface GroupBudgetChange {
  group_id: number;
  budget: string;
  currency_id: number;
  conversion_rate?: string;
}

/** PUT /api/organizations/update_group_budgets. */
export const useUpdateGroupBudgets = () =>
  useRefreshing((groups_budgets: GroupBudgetChange[]) =>
    api.put<z.infer<typeof groupBudgetsSavedResponse>>('/api/organizations/update_group_budgets', { groups_budgets }),
  );
