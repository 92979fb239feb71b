import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OfficeResponse } from '@huddle/domain/contracts/offices';
import { referenceKeys } from '../../../lib/reference/reference-keys';

export function useUpdateOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.patch<OfficeResponse>(`/api/offices/${id}`, { office: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.offices() }),
  });
}
