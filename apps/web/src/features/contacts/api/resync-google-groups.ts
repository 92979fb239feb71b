import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GOOGLE_GROUPS_MESSAGES, GOOGLE_GROUPS_POLL_MS } from '@huddle/domain/google-groups-schemas';
import { api, errorMessage, withQuery } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { listKeys } from './contact-keys';
import type { ContactList, Paged } from './contact-models';

/** How long the resync is watched before it counts as failed. */
export const RESYNC_TIMEOUT_MS = 60_000;

/** When each Google group list (the first 100) was last synced, by id. */
async function syncedTimes() {
  const page = await api.get<Paged<ContactList>>(withQuery('/api/lists', { page: 1, per_page: 100 }));
  return new Map(page.data.filter((l) => l.is_google_group).map((l) => [l.id, l.google_group_synced_at]));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Resync Google Groups" (spec guest-engagement §7, §8): POST resync_google_groups queues a sync of every Google
 * group list; the lists are then read every second until each was synced again, then "Google Groups synced!".
 */
export function useResyncGoogleGroups() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const resync = async () => {
    setPending(true);
    notify.info(GOOGLE_GROUPS_MESSAGES.syncing);
    try {
      const before = await syncedTimes();
      const { lists } = await api.post<{ lists: { id: number }[] }>('/api/lists/resync_google_groups');
      const ids = lists.map((l) => l.id).filter((id) => before.has(id));
      const deadline = Date.now() + RESYNC_TIMEOUT_MS;
      for (;;) {
        await wait(GOOGLE_GROUPS_POLL_MS);
        const now = await syncedTimes();
        // A list deleted meanwhile needs no sync.
        if (ids.every((id) => !now.has(id) || (now.get(id) && now.get(id) !== before.get(id)))) break;
        if (Date.now() > deadline) throw new Error(GOOGLE_GROUPS_MESSAGES.failed);
      }
      notify.success(GOOGLE_GROUPS_MESSAGES.synced);
    } catch (error) {
      notify.error(errorMessage(error, GOOGLE_GROUPS_MESSAGES.failed));
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
    }
  };

  return { resync: () => void resync(), pending };
}
