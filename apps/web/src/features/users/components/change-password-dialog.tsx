import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { updatePasswordForm, type UpdatePasswordForm } from '@huddle/domain/auth-forms';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { CurrentPasswordField } from '../../../components/password-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/snackbars';
import { useUpdatePassword } from '../api/update-password';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const updatePassword = useUpdatePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpdatePasswordForm>({
    resolver: zodResolver(updatePasswordForm),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const submitting = form.formState.isSubmitting;

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = await updatePassword.mutateAsync(values);
      notify.success(body.message || AUTH_MESSAGES.passwordUpdated);
      onClose();
    } catch (error) {
      if (!placeFieldErrors(error, form.setError, FIELDS)) setFailure(errorMessage(error));
    }
  });

  return (
    <FormDialog
      title="Change password"
      submitLabel="Change password"
      submitting={submitting}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
    >
      <CurrentPasswordField control={form.control} name="current_password" />
      <NewPasswordFields
        control={form.control}
        rulesId="update-password-rules"
        passwordLabel="New password"
        confirmationLabel="Confirm new password"
        required
      />
    </FormDialog>
  );
}
