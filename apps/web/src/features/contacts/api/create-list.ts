import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactListInput } from '@huddle/domain/contact-schemas';
import { api } from '../../../lib/api-client';
import { contactKeys, listKeys } from './contact-keys';
import type { ContactListSavedResponse } from '@huddle/domain/contracts/contacts';

export type ListAnswer = ContactListSavedResponse;

export function useCreateList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactListInput) => api.post<ListAnswer>('/api/lists', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
      // The table filters by list.
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
