import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageResponse } from '@huddle/domain/contracts/events';
import { contactKeys, listKeys } from './contact-keys';

export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/api/lists/${id}`),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
    },
  });
}
