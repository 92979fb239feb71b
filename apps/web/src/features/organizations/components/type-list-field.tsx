import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FormTextField } from '../../../components/form-text-field';
import type { OrganizationType } from '../api/get-organization-settings';
import { temporaryId, type OrganizationFormInput, type TypeListName } from './organization-form-values';
import { SettingsSection } from './settings-section';

interface TypeListFieldProps {
  control: Control<OrganizationFormInput>;
  name: TypeListName;
  title: string;
  /** "Event type" or "Group type", for the row labels. */
  itemLabel: string;
  /** "event" or "group", for "Used by 3 events". */
  usedBy: string;
  description: string;
  saved: OrganizationType[];
  suggestions: readonly string[];
  disabled?: boolean;
}

/** Event types or group types: rename, add (temporary negative id), remove; defaults offered on an empty list. */
export function TypeListField({
  control,
  name,
  title,
  itemLabel,
  usedBy,
  description,
  saved,
  suggestions,
  disabled,
}: TypeListFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const rows = useWatch({ control, name });
  const { errors } = useFormState({ control, name });
  const listError = errors[name]?.root?.message ?? errors[name]?.message;
  const uses = new Map(saved.map((type) => [type.id, type.uses]));
  const taken = new Set(rows?.map((row) => row.name.trim().toLowerCase()));
  const offered = saved.length === 0 ? suggestions.filter((s) => !taken.has(s.toLowerCase())) : [];

  const usesText = (id: number | undefined) => {
    const count = id === undefined ? undefined : uses.get(id);
    if (count === undefined) return id !== undefined && id < 0 ? 'New' : undefined;
    return `Used by ${count} ${usedBy}${count === 1 ? '' : 's'}`;
  };

  return (
    <SettingsSection title={title} description={description}>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No {title.toLowerCase()} yet.
        </Typography>
      )}
      {fields.length > 0 && (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0, maxWidth: 640 }} aria-label={title}>
          {fields.map((field, index) => (
            <Stack component="li" key={field.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <FormTextField
                control={control}
                name={`${name}.${index}.name`}
                label={`${itemLabel} ${index + 1}`}
                size="small"
                disabled={disabled}
                helperText={usesText(rows?.[index]?.id)}
              />
              <IconButton
                aria-label={`Remove ${rows?.[index]?.name.trim() || `${itemLabel.toLowerCase()} ${index + 1}`}`}
                onClick={() => remove(index)}
                disabled={disabled}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
        </Stack>
      )}
      {listError && (
        <FormHelperText error role="alert" sx={{ mt: 0 }}>
          {listError}
        </FormHelperText>
      )}
      {offered.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Suggestions — click to add:
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {offered.map((suggestion) => (
              <Chip
                key={suggestion}
                label={suggestion}
                icon={<AddIcon />}
                variant="outlined"
                onClick={() => append({ id: temporaryId(), name: suggestion })}
                disabled={disabled}
                aria-label={`Add ${suggestion}`}
              />
            ))}
          </Stack>
        </Stack>
      )}
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ id: temporaryId(), name: '' }, { shouldFocus: true })}
          disabled={disabled}
        >
          Add {itemLabel.toLowerCase()}
        </Button>
      </div>
    </SettingsSection>
  );
}
