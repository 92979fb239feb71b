import { Controller, useWatch } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@huddle/domain/event-rules';
import { fromLocalInput } from '../../../lib/local-input';
import { EditorSection, type SectionProps } from './editor-section';
import { shiftedEnd } from './event-time';

interface TimeSectionProps extends SectionProps {
  timezone: string;
}

/** Start and end as datetime-local values in the user's timezone; moving the start moves the end with it. */
export function TimeSection({ form, disabled, timezone }: TimeSectionProps) {
  const { control } = form;
  const [start, ends] = useWatch({ control, name: ['start', 'ends'] });
  const startDate = fromLocalInput(start, timezone);
  const endDate = fromLocalInput(ends, timezone);
  const duration = startDate && endDate && endDate > startDate ? formatDuration(startDate, endDate) : null;

  return (
    <EditorSection title="Time" description={`Times are in your timezone (${timezone}).`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="start"
          render={({ field, fieldState }) => (
            <TextField
              type="datetime-local"
              label="Start"
              name={field.name}
              value={field.value}
              onChange={(event) => {
                const next = event.target.value;
                const shifted = shiftedEnd(form.getValues('start'), form.getValues('ends'), next, timezone);
                field.onChange(next);
                if (shifted) form.setValue('ends', shifted, { shouldDirty: true });
                void form.trigger(['start', 'ends']);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              disabled={disabled}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, 'aria-required': true } }}
            />
          )}
        />
        <Controller
          control={control}
          name="ends"
          render={({ field, fieldState }) => (
            <TextField
              type="datetime-local"
              label="End"
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                void form.trigger(['start', 'ends']);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              disabled={disabled}
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, 'aria-required': true } }}
            />
          )}
        />
      </Stack>
      {duration && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Duration: {duration}
        </Typography>
      )}
    </EditorSection>
  );
}
