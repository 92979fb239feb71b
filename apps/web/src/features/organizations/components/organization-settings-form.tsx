import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_EVENT_TYPES,
  DEFAULT_GROUP_TYPES,
  ICON_RECOMMENDED_SIZE,
  LOGO_RECOMMENDED_SIZE,
} from '@huddle/domain/constants';
import { SETTINGS_MESSAGES } from '@huddle/domain/organization-schemas';
import { FormTextField } from '../../../components/form-text-field';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/snackbars';
import type { OrganizationSettings } from '../api/get-organization-settings';
import { useUpdateOrganizationSettings } from '../api/update-organization-settings';
import { EmailDomainsField } from './email-domains-field';
import { ImageUploadField } from './image-upload-field';
import {
  formFieldsIn,
  hasChanges,
  organizationForm,
  toFormValues,
  toUpdate,
  type OrganizationFormInput,
  type OrganizationFormOutput,
} from './organization-form-values';
import { SettingsSection } from './settings-section';
import { TypeListField } from './type-list-field';

/** Spec §2.9, §4: name, logo, icon, email domains, event and group types, saved together. */
export function OrganizationSettingsForm({ settings }: { settings: OrganizationSettings }) {
  const update = useUpdateOrganizationSettings(settings.id);
  const [saved, setSaved] = useState(() => ({ values: toFormValues(settings), organization: settings }));
  const form = useForm<OrganizationFormInput, unknown, OrganizationFormOutput>({
    resolver: zodResolver(organizationForm),
    defaultValues: saved.values,
  });
  const values = useWatch({ control: form.control });
  const dirty = hasChanges(values, saved.values);
  const submitting = form.formState.isSubmitting;
  const host = saved.organization.email_extensions[0]?.domain ?? 'acme.com';

  const save = form.handleSubmit(async (output) => {
    try {
      const { organization } = await update.mutateAsync(toUpdate(output, form.getValues(), saved.values));
      const next = toFormValues(organization);
      setSaved({ values: next, organization });
      form.reset(next);
      notify.success(SETTINGS_MESSAGES.saved);
    } catch (error) {
      const fields = isApiError(error) ? formFieldsIn(error.errors) : [];
      const placed = placeFieldErrors(error, form.setError, fields);
      notify.error(placed ? SETTINGS_MESSAGES.notSaved : errorMessage(error, SETTINGS_MESSAGES.notSaved));
    }
  });

  const discard = () => form.reset(saved.values);

  return (
    <Stack component="form" spacing={3} onSubmit={save} noValidate aria-label="Organization settings">
      <UnsavedChangesGuard when={dirty && !submitting} message={SETTINGS_MESSAGES.unsavedChanges} />
      <SettingsSection title="Organization" description="How your organization appears across Huddle.">
        <FormTextField
          control={form.control}
          name="display_name"
          label="Display name"
          required
          disabled={submitting}
          sx={{ maxWidth: 480 }}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          {(['logo', 'favicon'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <ImageUploadField
                  label={name === 'logo' ? 'Logo' : 'Icon'}
                  savedUrl={name === 'logo' ? saved.organization.logo_url : saved.organization.favicon_url}
                  recommended={name === 'logo' ? LOGO_RECOMMENDED_SIZE : ICON_RECOMMENDED_SIZE}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  onError={(message) => (message ? form.setError(name, { message }) : form.clearErrors(name))}
                  disabled={submitting}
                />
              )}
            />
          ))}
        </Stack>
      </SettingsSection>
      <EmailDomainsField control={form.control} host={host} disabled={submitting} />
      <TypeListField
        control={form.control}
        name="event_types"
        title="Event types"
        itemLabel="Event type"
        usedBy="event"
        description="Organizers pick a type for each event; analytics and budgets group by it."
        saved={saved.organization.event_types}
        suggestions={DEFAULT_EVENT_TYPES}
        disabled={submitting}
      />
      <TypeListField
        control={form.control}
        name="group_types"
        title="Group types"
        itemLabel="Group type"
        usedBy="group"
        description="Groups are filed under a type, such as employee resource groups."
        saved={saved.organization.group_types}
        suggestions={DEFAULT_GROUP_TYPES}
        disabled={submitting}
      />
      {/* Kept in view while there is something to save. */}
      <Paper
        variant="outlined"
        sx={{
          position: dirty ? 'sticky' : 'static',
          bottom: { xs: 8, sm: 16 },
          zIndex: 2,
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          boxShadow: dirty ? 3 : 0,
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {dirty ? 'Unsaved changes' : 'All changes saved'}
        </Typography>
        <Button onClick={discard} disabled={!dirty || submitting}>
          Discard
        </Button>
        <Button type="submit" variant="contained" disabled={!dirty || submitting}>
          {submitting ? 'Saving…' : 'Save'}
        </Button>
      </Paper>
    </Stack>
  );
}
