import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { OFFICE_MESSAGES, officeNameSchema } from '@huddle/domain/office-schemas';
import { FormTextField } from '../../../components/form-text-field';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import type { Office } from '../../../lib/api-types';
import { placeFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/snackbars';
import { useCreateOffice } from '../api/create-office';
import { useUpdateOffice } from '../api/update-office';

const officeForm = z.object({ name: officeNameSchema });
type OfficeForm = z.infer<typeof officeForm>;

interface OfficeDialogProps {
  /** Edits this office; without it the dialog creates one. */
  office?: Office;
  onClose: () => void;
}

/** Spec §5: the name is required and non-blank after trimming; the button stays disabled until then. */
export function OfficeDialog({ office, onClose }: OfficeDialogProps) {
  const createOffice = useCreateOffice();
  const updateOffice = useUpdateOffice();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OfficeForm>({ resolver: zodResolver(officeForm), defaultValues: { name: office?.name ?? '' } });
  const name = useWatch({ control: form.control, name: 'name' });
  const submitting = form.formState.isSubmitting;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (office) await updateOffice.mutateAsync({ id: office.id, name: values.name });
      else await createOffice.mutateAsync(values.name);
      notify.success(office ? OFFICE_MESSAGES.updated : OFFICE_MESSAGES.created);
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, form.setError, ['name'])) setFailure(errorMessage(error, OFFICE_MESSAGES.failed));
    }
  });

  return (
    <FormDialog
      title={office ? 'Edit office' : 'New office'}
      submitLabel={office ? 'Save' : 'Create office'}
      submitting={submitting}
      canSubmit={name.trim().length > 0 && name.trim() !== office?.name}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label="Office name" required autoFocus />
    </FormDialog>
  );
}
