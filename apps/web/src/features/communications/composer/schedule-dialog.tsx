import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { scheduleRefusal, type CommunicationType } from '@huddle/domain/communication-schemas';
import { toLocalInput } from '../../../lib/local-input';
import { SCHEDULE_FIELD_LABEL, scheduleDialogTitle } from './composer-labels';
import { scheduleCandidate, scheduleInputValue } from './schedule-time';

interface ScheduleDialogProps {
  type: CommunicationType;
  eventStart: string;
  timezone: string;
  /** The chosen time (UTC ISO), or null when the communication is not scheduled. */
  value: string | null;
  /** A refusal the server gave for the saved time, shown until the time changes. */
  initialError?: string | null;
  onContinue: (iso: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * Spec §4–§5 Scheduling: a date and time in the viewer's timezone (a datetime-local field, as the event editor uses;
 * @mui/x-date-pickers is not installed). Continue checks it with the domain's scheduleRefusal.
 */
export function ScheduleDialog({
  type,
  eventStart,
  timezone,
  value,
  initialError = null,
  onContinue,
  onRemove,
  onClose,
}: ScheduleDialogProps) {
  const titleId = useId();
  const [input, setInput] = useState(() => scheduleInputValue(value, timezone));
  const [error, setError] = useState<string | null>(initialError);
  // The browser's own picker stops at now; the check on Continue is the one that counts.
  const [min] = useState(() => toLocalInput(new Date(), timezone));

  const submit = () => {
    const candidate = scheduleCandidate(input, timezone);
    const refusal = scheduleRefusal(candidate, new Date(), type, eventStart);
    if (refusal || !(candidate instanceof Date)) return setError(refusal);
    onContinue(candidate.toISOString());
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The composer around this dialog is not a form, but keep a nested submit from reaching any.
          event.stopPropagation();
          submit();
        }}
      >
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {scheduleDialogTitle(type)}
        </DialogTitle>
        <DialogContent>
          <TextField
            type="datetime-local"
            label={SCHEDULE_FIELD_LABEL}
            value={input}
            onChange={(event) => {
              setInput(event.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? `Times are in your timezone (${timezone}).`}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { step: 60, min },
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {value && (
            <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
              Remove
            </Button>
          )}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Continue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
