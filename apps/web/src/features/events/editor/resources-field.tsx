import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { SectionProps } from './editor-section';

/**
 * Resources: titled links. A saved resource that is removed stays in the values marked _destroy (the server
 * deletes it); a new one is simply dropped (spec events §4).
 */
export function ResourcesField({ form, disabled }: SectionProps) {
  const { control } = form;
  // keyName: resources have their own id, which React keys must not overwrite.
  const { fields, append, remove, update } = useFieldArray({ control, name: 'resources', keyName: 'fieldKey' });
  const rows = useWatch({ control, name: 'resources' });
  let shown = 0;

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        Resources
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Links guests may need, such as an agenda or slides.
      </Typography>
      {fields.map((field, index) => {
        if (rows?.[index]?._destroy) return null;
        shown += 1;
        const number = shown;
        return (
          <Stack
            key={field.fieldKey}
            role="group"
            aria-label={`Resource ${number}`}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <Controller
              control={control}
              name={`resources.${index}.title`}
              render={({ field: title, fieldState }) => (
                <TextField
                  label="Resource title"
                  name={title.name}
                  value={title.value}
                  onChange={title.onChange}
                  onBlur={title.onBlur}
                  inputRef={title.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  disabled={disabled}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 200 } }}
                />
              )}
            />
            <Controller
              control={control}
              name={`resources.${index}.link`}
              render={({ field: link, fieldState }) => (
                <TextField
                  label="Resource link"
                  placeholder="https://"
                  name={link.name}
                  value={link.value}
                  onChange={link.onChange}
                  onBlur={link.onBlur}
                  inputRef={link.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  disabled={disabled}
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'url', maxLength: 2000 } }}
                />
              )}
            />
            <IconButton
              aria-label={`Remove resource ${number}`}
              disabled={disabled}
              onClick={() => {
                const row = form.getValues(`resources.${index}`);
                if (row.id) update(index, { ...row, _destroy: true });
                else remove(index);
              }}
              sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        );
      })}
      <div>
        <Button
          startIcon={<AddIcon />}
          size="small"
          disabled={disabled || fields.length >= 50}
          onClick={() => append({ title: '', link: '' })}
        >
          Add resource
        </Button>
      </div>
    </Stack>
  );
}
