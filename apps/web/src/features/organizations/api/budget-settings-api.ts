import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  budgetSettingsResponse,
  groupBudgetsResponse,
  groupBudgetsSavedResponse,
} from '@huddle/domain/contracts/budgets';
import type { OrganizationSavedResponse } from '@huddle/domain/contracts/organizations';
import { api, withQuery } from '../../../lib/api-client';
import { organizationKey } from '../../../lib/organization';
import { useBudgetSettings, type BudgetSettings } from '../../../lib/reference/budget-settings';
import { referenceKeys } from '../../../lib/reference/reference-keys';

export type GroupBudgetRow = z.infer<typeof groupBudgetsResponse>['groups_budgets'][number];
type SettingsAnswer = z.infer<typeof budgetSettingsResponse>;
const budgetKey = ['organizations', 'budget'] as const;

// Deleted categories stay on the record (active: false) so old expenses keep their names; settings list live ones.
const withLiveCategories = (o: BudgetSettings) => ({
  ...o,
  expense_categories: (o.expense_categories ?? []).filter((c) => c.active),
});

/** The Budget tab's organization fields (GET /api/organizations/current: currencies, expense_categories). */
export const useBudgetOrganization = () => useBudgetSettings(withLiveCategories);

function useRefreshing<V, R>(run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: budgetKey });
      await queryClient.invalidateQueries({ queryKey: organizationKey });
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
      // Currencies and categories on every budget screen; a group's budget currency on the event editor's groups.
      await queryClient.invalidateQueries({ queryKey: referenceKeys.budgetSettings() });
      await queryClient.invalidateQueries({ queryKey: referenceKeys.activeGroups() });
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
