import { useId } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useController, type Control } from 'react-hook-form';
import type { GroupFormInput } from './group-form-schema';

interface GroupSwitchFieldProps {
  control: Control<GroupFormInput>;
  name: 'private' | 'can_organizers_edit';
  label: string;
  description: string;
}

/** A yes/no setting of the group, with a line that says what it does. */
export function GroupSwitchField({ control, name, label, description }: GroupSwitchFieldProps) {
  const { field } = useController({ control, name });
  const descriptionId = useId();
  return (
    <Stack spacing={0.25}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: { 'aria-describedby': descriptionId } }}
          />
        }
      />
      <FormHelperText id={descriptionId} sx={{ mt: 0, ml: 0 }}>
        {description}
      </FormHelperText>
    </Stack>
  );
}
