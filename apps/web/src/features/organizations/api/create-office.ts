import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Office } from '../../../lib/api-types';
import { officesKey } from './get-offices';

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<{ office: Office }>('/api/offices', { office: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
}
