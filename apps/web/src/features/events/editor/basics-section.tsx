import { Controller, useWatch } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormTextField } from '../../../components/form-text-field';
import { RichTextField } from '../../../components/rich-text-field';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { BannerField } from './banner-field';
import { useEventTypes } from '../../../lib/reference/organization-types';
import { EditorSection, type SectionProps } from './editor-section';
import { ResourcesField } from './resources-field';

interface BasicsSectionProps extends SectionProps {
  event: HuddleEvent | null;
}

/** Event basics: title, banner, description, resources and event type. */
export function BasicsSection({ form, disabled, event }: BasicsSectionProps) {
  const { control } = form;
  const eventTypes = useEventTypes();
  const cover = useWatch({ control, name: 'cover' });
  // The saved type is an option even before (or without) the list, so the select never holds an unknown value.
  const savedType = event?.event_type;
  const types = eventTypes.data ?? [];
  const typeOptions = savedType && !types.some((type) => type.id === savedType.id) ? [savedType, ...types] : types;

  return (
    <EditorSection title="Event basics">
      <FormTextField
        control={control}
        name="name"
        label="Title"
        required
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Controller
        control={control}
        name="cover"
        render={({ fieldState }) => (
          <BannerField
            savedUrl={event?.cover_image ?? null}
            file={cover.file}
            removed={cover.removed}
            error={fieldState.error?.message}
            disabled={disabled}
            onInvalid={(message) => form.setError('cover', { message })}
            onPick={(file) => {
              form.clearErrors('cover');
              form.setValue('cover', { file, removed: false }, { shouldDirty: true });
            }}
            onRemove={() => {
              form.clearErrors('cover');
              form.setValue('cover', { file: null, removed: Boolean(event?.cover_image) }, { shouldDirty: true });
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <RichTextField
            label="Description"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            error={fieldState.error?.message}
            helperText="What guests should know: the plan, what to bring, who it is for."
          />
        )}
      />
      <ResourcesField form={form} disabled={disabled} />
      <Controller
        control={control}
        name="eventTypeId"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Event type"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? (eventTypes.isError ? "Event types couldn't be loaded." : undefined)
            }
            disabled={disabled}
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
    </EditorSection>
  );
}
