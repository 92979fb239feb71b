import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { editProfileOfficeForm, type EditProfileOfficeForm } from '@huddle/domain/profile-forms';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { CurrentPasswordField } from '../../../components/password-field';
import { TimezoneAutocomplete } from '../../../components/timezone-autocomplete';
import { FormDialog } from '../../../components/form-dialog';
import { placeFieldErrors } from '../../../lib/form-errors';
import type { User } from '../../../lib/api-types';
import { browserTimezone } from '../../../lib/dates';
import { notify } from '../../../lib/snackbars';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarPicker } from './avatar-picker';
import { OfficeAutocomplete } from './office-autocomplete';

/** Server field errors and the form field each one belongs under. */
const FIELDS = [
  ['first_name', 'first_name'],
  ['last_name', 'last_name'],
  ['email', 'email'],
  ['office_id', 'office'],
  ['office_raw', 'office'],
  ['timezone', 'timezone'],
  ['current_password', 'current_password'],
] as const;

interface EditProfileDialogProps {
  user: User;
  onClose: () => void;
}

export function EditProfileDialog({ user, onClose }: EditProfileDialogProps) {
  const updateProfile = useUpdateProfile();
  const [avatar, setAvatar] = useState<File | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof editProfileOfficeForm>, unknown, EditProfileOfficeForm>({
    resolver: zodResolver(editProfileOfficeForm),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      office: user.office,
      timezone: user.timezone || browserTimezone(),
      current_password: '',
    },
  });
  const submitting = form.formState.isSubmitting;
  // A new email is a sensitive change: it needs the current password (and then a confirmation link).
  const emailChanged = form.watch('email').trim().toLowerCase() !== user.email.toLowerCase();

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    if (emailChanged && !values.current_password) {
      form.setError('current_password', { message: AUTH_MESSAGES.currentPasswordRequired }, { shouldFocus: true });
      return;
    }
    try {
      const body = await updateProfile.mutateAsync({
        ...values,
        current_password: emailChanged ? values.current_password : undefined,
        avatar,
      });
      notify.success(body.message ?? AUTH_MESSAGES.profileSaved);
      onClose();
    } catch (error) {
      placeFieldErrors(error, form.setError, FIELDS);
      setFailure(AUTH_MESSAGES.profileNotSaved);
    }
  });

  return (
    <FormDialog
      title="Edit profile"
      submitLabel="Save"
      submitting={submitting}
      failure={failure}
      onSubmit={save}
      onClose={onClose}
      maxWidth="sm"
    >
      <AvatarPicker
        currentUrl={user.avatar_url}
        initials={user.initials}
        file={avatar}
        onChange={setAvatar}
        disabled={submitting}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="first_name" label="First name" required autoComplete="given-name" />
        <FormTextField control={form.control} name="last_name" label="Last name" required autoComplete="family-name" />
      </Stack>
      <FormTextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        helperText={
          user.pending_email
            ? AUTH_MESSAGES.emailChangePending(user.pending_email)
            : emailChanged
              ? 'We will email a confirmation link to the new address; your email changes once you open it.'
              : undefined
        }
      />
      {emailChanged && <CurrentPasswordField control={form.control} name="current_password" />}
      <Controller
        control={form.control}
        name="office"
        render={({ field, fieldState }) => (
          <OfficeAutocomplete
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="timezone"
        render={({ field, fieldState }) => (
          <TimezoneAutocomplete
            value={field.value ?? null}
            onChange={(tz) => field.onChange(tz ?? '')}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormDialog>
  );
}
