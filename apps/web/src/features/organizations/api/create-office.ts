import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OfficeResponse } from '@huddle/domain/contracts/offices';
import { referenceKeys } from '../../../lib/reference/reference-keys';

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<OfficeResponse>('/api/offices', { office: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.offices() }),
  });
}
