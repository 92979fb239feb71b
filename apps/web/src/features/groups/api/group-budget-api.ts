import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { BUDGET_MESSAGES } from '@huddle/domain/budget-schemas';
import type { budgetPeriodBreakdownSchema, groupBudgetEventsResponse } from '@huddle/domain/contracts/budgets';
import { api, withQuery } from '../../../lib/api-client';
import { downloadFile, safeFileName } from '../../../lib/download';

export type BudgetPeriodBreakdown = z.infer<typeof budgetPeriodBreakdownSchema>;
export type GroupBudgetEvents = z.infer<typeof groupBudgetEventsResponse>;
export type GroupBudgetEventsTab = 'upcoming' | 'past' | 'mine';

/** GET /api/groups/{id}/analytics/budget_period_breakdown (platform §7). */
export function useBudgetPeriodBreakdown(groupId: number) {
  return useQuery({
    queryKey: ['groups', groupId, 'budget', 'breakdown'],
    queryFn: () => api.get<BudgetPeriodBreakdown>(`/api/groups/${groupId}/analytics/budget_period_breakdown`),
  });
}

/** GET /api/groups/{id}/analytics/events_with_budget, a page of one tab. */
export function useGroupBudgetEvents(groupId: number, tab: GroupBudgetEventsTab, page: number) {
  return useQuery({
    queryKey: ['groups', groupId, 'budget', 'events', tab, page],
    queryFn: () =>
      api.get<GroupBudgetEvents>(
        withQuery(`/api/groups/${groupId}/analytics/events_with_budget`, { tab, page, per_page: 10 }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/groups/{id}/budget/export (CSV). */
export function exportGroupBudget(groupId: number, groupName: string) {
  return downloadFile(
    `/api/groups/${groupId}/budget/export`,
    'text/csv',
    `${safeFileName(groupName, 'Group')} - Group Budget Tracker.csv`,
    BUDGET_MESSAGES.groupExportFailed,
  );
}
