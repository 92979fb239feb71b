import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInput } from '@huddle/domain/contact-schemas';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';
import type { ContactSavedResponse } from '@huddle/domain/contracts/contacts';

export type ContactAnswer = ContactSavedResponse;

/** The body of POST and PATCH: no office is sent as null, so an edit can clear it. */
export const contactBody = (input: ContactInput) => ({ ...input, office_id: input.office_id ?? null });

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactInput) => api.post<ContactAnswer>('/api/employees', contactBody(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }),
  });
}
