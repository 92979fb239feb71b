import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OfficeResponse } from '@huddle/domain/contracts/offices';
import { officesKey } from './get-offices';

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<OfficeResponse>('/api/offices', { office: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officesKey }),
  });
}
