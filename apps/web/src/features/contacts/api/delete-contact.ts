import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '@huddle/domain/contracts/events';
import { contactKeys, listKeys } from './contact-keys';

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/employees/${id}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      // Lists count their members.
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}
