import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/reference/reference-keys';

export function useDeleteOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/api/offices/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.offices() }),
  });
}
