import type { QueryClient } from '@tanstack/react-query';
import { currentUserKey } from '../../../lib/current-user';

/** Query keys of Google Groups (ADR 36): the caller's Google connection and the domain's groups. */
export const googleGroupsKeys = {
  all: ['google-groups'] as const,
  admin: () => [...googleGroupsKeys.all, 'admin'] as const,
  groups: () => [...googleGroupsKeys.all, 'groups'] as const,
};

/**
 * The contacts feature's lists (its key family "contact-lists", contact-keys.ts): synced groups become lists there.
 * Features meet in app (ADR 13), so the key is named here rather than imported.
 */
const CONTACT_LISTS_KEY = ['contact-lists'] as const;

export function refreshGoogleGroups(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: googleGroupsKeys.all });
  void queryClient.invalidateQueries({ queryKey: CONTACT_LISTS_KEY });
  // has_google_admin_auth of the current user.
  void queryClient.invalidateQueries({ queryKey: currentUserKey });
}
