import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, type MessageStatus } from '@huddle/domain/communication-schemas';

interface StatusCheckboxesProps {
  legend: string;
  value: readonly MessageStatus[];
  onChange: (statuses: MessageStatus[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The guests a message goes to, by RSVP status (No response, Yes, Maybe, No): the composer and Email guests. */
export function StatusCheckboxes({ legend, value, onChange, onBlur, error, disabled = false }: StatusCheckboxesProps) {
  // Keep the statuses in their usual order whatever the clicking order.
  const toggle = (status: MessageStatus, on: boolean) =>
    onChange(MESSAGE_STATUSES.filter((s) => (s === status ? on : value.includes(s))));
  return (
    <FormControl component="fieldset" variant="standard" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {MESSAGE_STATUSES.map((status) => (
          <FormControlLabel
            key={status}
            label={MESSAGE_STATUS_LABELS[status]}
            control={
              <Checkbox
                checked={value.includes(status)}
                onChange={(change) => toggle(status, change.target.checked)}
                onBlur={onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText role="alert">{error}</FormHelperText>}
    </FormControl>
  );
}
