import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import type { GroupRecord } from '@huddle/domain/contracts/groups';
import { useFeatureFlags } from '../../../lib/feature-flags';
import type { OrganizationTypeOption } from '../../../lib/reference/organization-types';

export type EventTypeOption = OrganizationTypeOption;

/** A group the editor offers (GET /api/groups); spec events §3: groups carry currency_details. */
export type GroupOption = Pick<GroupRecord, 'id' | 'name'> & Partial<Pick<GroupRecord, 'currency_details'>>;

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
