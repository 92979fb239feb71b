import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactListInput } from '@huddle/domain/contact-schemas';
import { api } from '../../../lib/api-client';
import { contactKeys, listKeys } from './contact-keys';
import type { ListAnswer } from './create-list';

/** PATCH /api/lists/{id}: replaces the members. */
export function useUpdateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ContactListInput }) =>
      api.patch<ListAnswer>(`/api/lists/${id}`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
