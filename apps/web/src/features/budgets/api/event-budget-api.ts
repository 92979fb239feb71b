import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { BUDGET_MESSAGES } from '@huddle/domain/budget-schemas';
import type {
  eventBudgetResponse,
  eventBudgetSavedResponse,
  expenseItemResponse,
  expenseItemsResponse,
} from '@huddle/domain/contracts/budgets';
import { api } from '../../../lib/api-client';
import { downloadFile, safeFileName } from '../../../lib/download';
import { useActiveGroups } from '../../../lib/reference/active-groups';
import { useBudgetSettings } from '../../../lib/reference/budget-settings';
import { referenceKeys } from '../../../lib/reference/reference-keys';

export type EventBudget = z.infer<typeof eventBudgetResponse>['event_budget'];
export type ExpenseItem = EventBudget['expense_items'][number];
export interface ExpenseDraft {
  name: string;
  actual_cost: string;
  estimated_cost?: string;
  expense_category_id: number | null;
  spent_on: string | null;
  notes: string;
  vendor?: string;
}

const budgetKey = (eventId: number) => ['event-budget', eventId] as const;

/** GET /api/events/{id}/event_budget (spec §7). */
export function useEventBudget(eventId: number) {
  return useQuery({
    queryKey: budgetKey(eventId),
    queryFn: () =>
      api.get<z.infer<typeof eventBudgetResponse>>(`/api/events/${eventId}/event_budget`).then((b) => b.event_budget),
  });
}

/** The organization's currencies and expense categories, and every group with its currency, for the forms. */
export function useBudgetChoices() {
  const settings = useBudgetSettings();
  const groups = useActiveGroups();
  const data = settings.data &&
    groups.data && {
      currencies: settings.data.currencies ?? [],
      categories: settings.data.expense_categories ?? [],
      groups: groups.data,
    };
  return { data, isError: settings.isError || groups.isError };
}

/** A failed load's Retry: reloads the budget and the form choices together. */
export function useReloadEventBudget() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['event-budget'] });
    void queryClient.invalidateQueries({ queryKey: referenceKeys.budgetSettings() });
    void queryClient.invalidateQueries({ queryKey: referenceKeys.activeGroups() });
  };
}

function useBudgetMutation<V, R>(eventId: number, run: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Settled, not only succeeded: a bulk save that failed half-way still changed rows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKey(eventId) }),
  });
}

/** PATCH /api/event_budgets?event_id=: amount, currency_id, group_ids. */
export function useSaveEventBudget(eventId: number) {
  return useBudgetMutation(eventId, (body: { amount: string; currency_id: number; group_ids: number[] }) =>
    api.patch<z.infer<typeof eventBudgetSavedResponse>>(`/api/event_budgets?event_id=${eventId}`, {
      event_budget: body,
    }),
  );
}

export function useDeleteEventBudget(eventId: number) {
  return useBudgetMutation(eventId, () => api.delete<{ message: string }>(`/api/event_budgets?event_id=${eventId}`));
}

export function useAddExpense(eventId: number) {
  return useBudgetMutation(eventId, (item: ExpenseDraft & { event_budget_id: number }) =>
    api.post<z.infer<typeof expenseItemsResponse>>('/api/expense_items', { expense_items: [item] }),
  );
}

export function useUpdateExpense(eventId: number) {
  return useBudgetMutation(eventId, ({ id, ...item }: ExpenseDraft & { id: number }) =>
    api.put<z.infer<typeof expenseItemResponse>>(`/api/expense_items/${id}`, { expense_item: item }),
  );
}

/**
 * The bulk edit's save: one PUT /api/expense_items/{id} per changed row (spec §7 has no bulk call). Every row is
 * tried; any failure rejects, and the tracker reloads either way so it shows what was saved.
 */
export function useUpdateExpenses(eventId: number) {
  return useBudgetMutation(eventId, async (rows: (ExpenseDraft & { id: number })[]) => {
    const results = await Promise.allSettled(
      rows.map(({ id, ...item }) => api.put(`/api/expense_items/${id}`, { expense_item: item })),
    );
    if (results.some((r) => r.status === 'rejected')) throw new Error(BUDGET_MESSAGES.updateExpensesFailed);
  });
}

export function useDeleteExpense(eventId: number) {
  return useBudgetMutation(eventId, (id: number) => api.delete<{ message: string }>(`/api/expense_items/${id}`));
}

/** GET /api/event_budgets/export?event_id= saved as '{event} - Expense Tracker.csv'. */
export function exportExpenseTracker(eventId: number, eventName: string) {
  return downloadFile(
    `/api/event_budgets/export?event_id=${eventId}`,
    'text/csv',
    `${safeFileName(eventName, 'Event')} - Expense Tracker.csv`,
    BUDGET_MESSAGES.somethingWrong,
  );
}
