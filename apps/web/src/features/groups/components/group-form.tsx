import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { FormTextField } from '../../../components/form-text-field';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { errorMessage } from '../../../lib/api-client';
import { placeFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/snackbars';
import { useOffices } from '../../../lib/reference/offices';
import { useGroupTypes } from '../../../lib/reference/organization-types';
import type { GroupSubmission } from '../api/group-form-data';
import type { GroupDetail } from '../api/group-models';
import { CoverImageField } from './cover-image-field';
import {
  GROUP_FORM_FIELDS,
  groupFormSchema,
  toSubmission,
  type GroupFormInput,
  type GroupFormOutput,
} from './group-form-schema';
import { GroupSwitchField } from './group-switch-field';
import { OfficeMultiSelect } from './office-multi-select';
import { PersonMultiSelect } from '../../../components/person-multi-select';
import { useUserSearch } from '../api/search-users';

interface GroupFormProps {
  mode: 'create' | 'edit';
  defaultValues: GroupFormInput;
  /** The saved group (edit): its cover, and the placeholder's tint. */
  group?: Pick<GroupDetail, 'id' | 'cover_image' | 'group_type'>;
  save: (submission: GroupSubmission) => Promise<GroupDetail>;
  /** Runs once the save succeeded and the unsaved-changes guard is down. */
  onSaved: (group: GroupDetail) => void;
  cancelTo: string;
}

const FALLBACK_ERROR = 'Please try again.';
const UNSAVED_MESSAGE = 'Your changes to this group are not saved. Leave without saving them?';

export function GroupForm({ mode, defaultValues, group, save, onSaved, cancelTo }: GroupFormProps) {
  const form = useForm<GroupFormInput, unknown, GroupFormOutput>({
    resolver: zodResolver(groupFormSchema),
    defaultValues,
  });
  const { control, formState } = form;
  const offices = useOffices();
  const groupTypes = useGroupTypes();
  // The saved type is an option even before (or without) the list, so the select never holds an unknown value.
  const savedType = group?.group_type;
  const typeOptions = (groupTypes.data ?? []).some((type) => type.id === savedType?.id)
    ? (groupTypes.data ?? [])
    : [...(savedType ? [savedType] : []), ...(groupTypes.data ?? [])];
  const [name, cover, coverRemoved] = useWatch({ control, name: ['name', 'cover_image', 'cover_image_removed'] });
  const [saved, setSaved] = useState<GroupDetail | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  // Navigating away happens after the render that lowered the guard, so the guard never stops it.
  useEffect(() => {
    if (saved) onSavedRef.current(saved);
  }, [saved]);

  const submit = form.handleSubmit(async (values) => {
    try {
      setSaved(await save(toSubmission(values)));
    } catch (error) {
      placeFieldErrors(error, form.setError, GROUP_FORM_FIELDS);
      notify.error(GROUP_MESSAGES.saveFailed(errorMessage(error, FALLBACK_ERROR)));
    }
  });

  const submitting = formState.isSubmitting || saved !== null;
  const title = mode === 'create' ? 'New group' : 'Edit group';

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={title} spacing={3}>
      {mode === 'edit' && <UnsavedChangesGuard when={formState.isDirty && saved === null} message={UNSAVED_MESSAGE} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            About the group
          </Typography>
          <FormTextField
            control={control}
            name="name"
            label="Name"
            required
            autoFocus={mode === 'create'}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={4}
            helperText="What the group is about and who it is for."
          />
          <FormTextField
            control={control}
            name="external_link"
            label="External link"
            placeholder="https://"
            helperText="A page with more about the group, such as a wiki or a chat channel."
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <Controller
            control={control}
            name="group_type_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Type"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                fullWidth
              >
                <MenuItem value="">No type</MenuItem>
                {typeOptions.map((type) => (
                  <MenuItem key={type.id} value={String(type.id)}>
                    {type.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="cover_image"
            render={({ fieldState }) => (
              <CoverImageField
                savedUrl={group?.cover_image ?? null}
                preview={{ id: group?.id ?? 0, name: name || '#' }}
                file={cover}
                removed={coverRemoved}
                error={fieldState.error?.message}
                disabled={submitting}
                onInvalid={(message) => form.setError('cover_image', { message })}
                onPick={(file) => {
                  form.clearErrors('cover_image');
                  form.setValue('cover_image', file, { shouldDirty: true });
                  form.setValue('cover_image_removed', false, { shouldDirty: true });
                }}
                onRemove={() => {
                  form.clearErrors('cover_image');
                  form.setValue('cover_image', null, { shouldDirty: true });
                  form.setValue('cover_image_removed', Boolean(group?.cover_image), { shouldDirty: true });
                }}
              />
            )}
          />
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            People and places
          </Typography>
          <Controller
            control={control}
            name="admins"
            render={({ field, fieldState }) => (
              <PersonMultiSelect
                label="Group admins"
                useOptions={useUserSearch}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                helperText="Group admins can edit the group and manage its members."
                required
              />
            )}
          />
          <Controller
            control={control}
            name="office_ids"
            render={({ field, fieldState }) => (
              <OfficeMultiSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                offices={offices.data ?? []}
                loading={offices.isPending}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Access
          </Typography>
          <GroupSwitchField
            control={control}
            name="private"
            label="Private"
            description="Only the group's members and admins (and organization admins) can see it."
          />
          <GroupSwitchField
            control={control}
            name="can_organizers_edit"
            label="Organizers can edit"
            description="Any organizer can edit the group and manage its members, not only its admins."
          />
        </Stack>
      </Paper>

      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={cancelTo} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={submitting || !name?.trim()}>
          {formState.isSubmitting ? 'Saving…' : mode === 'create' ? 'Create' : 'Save'}
        </Button>
      </Stack>
    </Stack>
  );
}
