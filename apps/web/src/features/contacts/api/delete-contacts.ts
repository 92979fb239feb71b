import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactsRemovedResponse } from '@huddle/domain/contracts/contacts';
import { api } from '../../../lib/api-client';
import { contactKeys, listKeys } from './contact-keys';

/** People with an account, hosts and group leaders are kept: `skipped` names them. */
export type DestroyManyAnswer = ContactsRemovedResponse;

/** The server takes 1,000 ids a request. */
const CHUNK = 1000;

/** POST /api/employees/destroy_many, in chunks; the answers are added up. */
export async function destroyMany(ids: number[]): Promise<DestroyManyAnswer> {
  const total: DestroyManyAnswer = { deleted_count: 0, skipped: [], message: '' };
  for (let i = 0; i < ids.length; i += CHUNK) {
    const answer = await api.post<DestroyManyAnswer>('/api/employees/destroy_many', {
      employee_ids: ids.slice(i, i + CHUNK),
    });
    total.deleted_count += answer.deleted_count;
    total.skipped.push(...answer.skipped);
    total.message = answer.message;
  }
  return total;
}

/** POST /api/employees/destroy_many. */
export function useDeleteContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyMany,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}
