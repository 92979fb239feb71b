import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTACT_MESSAGES, contactInput, type ContactInput } from '@huddle/domain/contact-schemas';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { errorMessage } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { useOffices } from '../../../lib/reference/offices';
import { notify } from '../../../lib/snackbars';
import type { Contact } from '../api/contact-models';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';

const FIELDS = ['email', 'first_name', 'last_name', 'office_id'] as const;
const NO_OFFICE = '';

interface ContactDialogProps {
  /** Edits this contact; without it the dialog creates one. */
  contact?: Contact;
  onClose: () => void;
}

/**
 * Spec §5 contact create/edit. The email is locked when the server says it may not change (`can_change_email`):
 * someone who has signed up keeps theirs, and only admins move an organizer's or admin's.
 */
export function ContactDialog({ contact, onClose }: ContactDialogProps) {
  const createContact = useCreateContact();
  const updateContact = useUpdateContact();
  const offices = useOffices();
  const [failure, setFailure] = useState<string | null>(null);
  const emailLocked = contact ? !contact.can_change_email : false;
  const form = useForm<z.input<typeof contactInput>, unknown, ContactInput>({
    resolver: zodResolver(contactInput),
    defaultValues: {
      email: contact?.email ?? '',
      first_name: contact?.first_name ?? '',
      last_name: contact?.last_name ?? '',
      office_id: contact?.office_id ?? null,
    },
  });

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (contact) await updateContact.mutateAsync({ id: contact.id, input: values });
      else await createContact.mutateAsync(values);
      notify.success(contact ? CONTACT_MESSAGES.updated : CONTACT_MESSAGES.created);
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  // The contact's own office stays choosable even before (or without) the office list.
  const officeOptions = offices.data ?? [];
  const known = contact?.office && !officeOptions.some((office) => office.id === contact.office?.id);
  const options = known && contact.office ? [contact.office, ...officeOptions] : officeOptions;

  return (
    <FormDialog
      title={contact ? 'Edit contact' : 'New contact'}
      submitLabel={contact ? 'Save' : 'Create contact'}
      submitting={form.formState.isSubmitting}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
      maxWidth="sm"
    >
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        required
        autoFocus={!emailLocked}
        disabled={emailLocked}
        helperText={emailLocked ? emailLockedText(contact!) : undefined}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="first_name" label="First name" required />
        <FormTextField control={form.control} name="last_name" label="Last name" required />
      </Stack>
      <Controller
        control={form.control}
        name="office_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Office (optional)"
            name={field.name}
            value={field.value == null ? NO_OFFICE : String(field.value as number)}
            onChange={(event) => field.onChange(event.target.value === NO_OFFICE ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? (offices.isError ? 'The offices couldn’t be loaded.' : undefined)}
            fullWidth
          >
            <MenuItem value={NO_OFFICE}>No office</MenuItem>
            {options.map((office) => (
              <MenuItem key={office.id} value={String(office.id)}>
                {office.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}

/** Why the email is locked: the record says which of the server's two reasons applies. */
function emailLockedText(contact: Contact): string {
  return contact.has_account ? CONTACT_MESSAGES.accountEmailLocked : CONTACT_MESSAGES.roleEmailLocked;
}
