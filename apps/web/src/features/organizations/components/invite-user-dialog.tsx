import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import type { z } from 'zod';
import { ROLE_LABELS, ROLES } from '@huddle/domain/roles';
import { inviteUserInput, USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import { FormTextField } from '../../../components/form-text-field';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { useOrganization } from '../../../lib/organization';
import { notify } from '../../../lib/snackbars';
import { useInviteUser } from '../api/invite-user';

const inviteForm = inviteUserInput.shape.invitation_mapping.pick({
  invited_user_name: true,
  invited_user_email: true,
  role_proposed: true,
});
type InviteFormInput = z.input<typeof inviteForm>;
type InviteFormOutput = z.output<typeof inviteForm>;

const FIELDS = ['invited_user_name', 'invited_user_email', 'role_proposed'] as const;
const SERVER_FIELDS = FIELDS.flatMap((field) => [field, [`invitation_mapping.${field}`, field] as const]);

/** Spec §5: name, email and role are all required; Send Invite stays disabled until they are set. */
export function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const organization = useOrganization();
  const inviteUser = useInviteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteFormInput, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteForm),
    defaultValues: {
      invited_user_name: '',
      invited_user_email: '',
      role_proposed: '' as InviteFormInput['role_proposed'],
    },
  });
  const [name, email, role] = useWatch({ control: form.control, name: [...FIELDS] });
  const complete = Boolean(name?.trim() && email?.trim() && role);

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = await inviteUser.mutateAsync({
        invitation_mapping: {
          ...values,
          organization_id: organization.id,
          sign_up_URL: `${window.location.origin}/sign-up`,
        },
      });
      notify.success(body.message || USER_ADMIN_MESSAGES.invited(values.invited_user_name));
      onClose();
    } catch (error) {
      if (isApiError(error, 400)) {
        setFailure(error.error ?? USER_ADMIN_MESSAGES.alreadyUser(values.invited_user_email));
        return;
      }
      if (!placeFieldErrors(error, form.setError, SERVER_FIELDS))
        setFailure(errorMessage(error, USER_ADMIN_MESSAGES.failed));
    }
  });

  return (
    <FormDialog
      title="Invite user"
      submitLabel="Send Invite"
      submittingLabel="Sending…"
      submitting={form.formState.isSubmitting}
      canSubmit={complete}
      failure={failure}
      onSubmit={send}
      onClose={onClose}
    >
      <FormTextField
        control={form.control}
        name="invited_user_name"
        label="Name"
        required
        autoFocus
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="invited_user_email"
        label="Email"
        type="email"
        required
        autoComplete="off"
      />
      <FormTextField control={form.control} name="role_proposed" label="Role" select required>
        {ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {ROLE_LABELS[option]}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
