import { useQuery } from '@tanstack/react-query';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import type { GroupListResponse, GroupRecord } from '@huddle/domain/contracts/groups';
import type { OrganizationTypesResponse } from '@huddle/domain/contracts/organizations';
import { api, withQuery } from '../../../lib/api-client';
import type { OfficeRef } from '../../../lib/api-types';
import { useFeatureFlags } from '../../../lib/feature-flags';

/** The look-ups the editor's pickers read; small lists, loaded once and kept a few minutes. */
const STALE_MS = 5 * 60_000;

export type EventTypeOption = OrganizationTypesResponse['data'][number];

/** A group the editor offers (GET /api/groups); spec events §3: groups carry currency_details. */
export type GroupOption = Pick<GroupRecord, 'id' | 'name'> & Partial<Pick<GroupRecord, 'currency_details'>>;

/** GET /api/event_types (docs/api-admin.md "Types"). */
export function useEventTypes() {
  return useQuery({
    queryKey: ['event_types'],
    queryFn: () => api.get<OrganizationTypesResponse>('/api/event_types').then((body) => body.data),
    staleTime: STALE_MS,
  });
}

/** GET /api/groups?status=active: every active group the user can see, sorted by name. */
export function useActiveGroups() {
  return useQuery({
    queryKey: ['groups', 'event-editor-options'],
    queryFn: () => api.get<GroupListResponse>(withQuery('/api/groups', { status: 'active' })).then((body) => body.data),
    staleTime: STALE_MS,
  });
}

/** GET /api/offices?per_page=100: one page is enough for a picker. */
export function useOfficeOptions() {
  return useQuery({
    queryKey: ['offices', 'event-editor-options'],
    queryFn: () =>
      api.get<{ data: OfficeRef[] }>(withQuery('/api/offices', { per_page: 100 })).then((body) => body.data),
    staleTime: STALE_MS,
  });
}

/**
 * The editor's flags. event-privacy-never-public and event-change-email-guests-dialog are not in FEATURE_FLAGS
 * yet, so they are read defensively: on only when the server says exactly true.
 */
export function useEditorFlags() {
  const { flags, isLoading } = useFeatureFlags();
  const all = flags as unknown as Record<string, unknown>;
  return {
    isLoading,
    neverPublic: all['event-privacy-never-public'] === true,
    askToEmailGuests: all['event-change-email-guests-dialog'] === true,
    budget: all['event-budget'] === true,
  };
}

/**
 * Spec events §5: with the budget flag, all linked groups must share one currency (currency_details: the group
 * budget's currency, USD when the group has none).
 */
export function groupCurrencyProblem(
  pickedIds: readonly number[],
  groups: readonly GroupOption[],
  budgetOn: boolean,
): string | null {
  if (!budgetOn) return null;
  const codes = new Set(
    pickedIds
      .map((id) => groups.find((group) => group.id === id)?.currency_details?.code)
      .filter((code): code is string => Boolean(code)),
  );
  return codes.size > 1 ? EVENT_MESSAGES.sameCurrency : null;
}
