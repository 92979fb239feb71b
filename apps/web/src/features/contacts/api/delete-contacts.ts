import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys, listKeys } from './contact-keys';

export interface DestroyManyAnswer {
  deleted_count: number;
  /** People with an account are kept (an admin deactivates them in settings). */
  skipped: { id: number; full_name: string }[];
  message: string;
}

/** POST /api/employees/destroy_many. */
export function useDeleteContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<DestroyManyAnswer>('/api/employees/destroy_many', { employee_ids: ids }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      void queryClient.invalidateQueries({ queryKey: listKeys.all });
    },
  });
}
