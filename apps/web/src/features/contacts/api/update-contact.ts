import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInput } from '@huddle/domain/contact-schemas';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';
import { contactBody, type ContactAnswer } from './create-contact';

export function useUpdateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ContactInput }) =>
      api.patch<ContactAnswer>(`/api/employees/${id}`, contactBody(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
