import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVENT_MESSAGES, MAX_DUPLICATE_COPIES } from '@huddle/domain/event-constants';
import { FormDialog } from '../../../components/form-dialog';
import { eventKeys } from '../../../lib/event/event-keys';
import type { HuddleEvent } from '../../../lib/event/event-models';
import { notify } from '../../../lib/snackbars';
import { useDuplicateEvent } from '../api/duplicate-event';

export const COPIES_ERROR = `Enter a number from 1 to ${MAX_DUPLICATE_COPIES}`;

/** 1…20 whole copies, or null. */
export function parseCopies(raw: string): number | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const copies = Number(raw);
  return copies >= 1 && copies <= MAX_DUPLICATE_COPIES ? copies : null;
}

interface DuplicateEventDialogProps {
  event: Pick<HuddleEvent, 'id' | 'name'>;
  onClose: () => void;
}

/** "Duplicate event": unpublished copies land among the drafts, where the user renames and publishes them. */
export function DuplicateEventDialog({ event, onClose }: DuplicateEventDialogProps) {
  const [raw, setRaw] = useState('1');
  const [touched, setTouched] = useState(false);
  const duplicate = useDuplicateEvent();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const copies = parseCopies(raw);
  const invalid = touched && copies === null;

  const submit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    setTouched(true);
    if (copies === null) return;
    duplicate.mutate(
      { id: event.id, copies },
      {
        onSuccess: () => {
          notify.success(EVENT_MESSAGES.duplicated);
          onClose();
          void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
          void navigate('/events/draft');
        },
        onError: () => notify.error(EVENT_MESSAGES.duplicateFailed),
      },
    );
  };

  return (
    <FormDialog
      title="Duplicate event"
      submitLabel="Duplicate"
      submittingLabel="Duplicating…"
      submitting={duplicate.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        The copies of “{event.name}” are saved as drafts. Rename and update them as needed, then publish.
      </Typography>
      <TextField
        label="Number of copies"
        type="number"
        value={raw}
        onChange={(change) => setRaw(change.target.value)}
        onBlur={() => setTouched(true)}
        error={invalid}
        helperText={invalid ? COPIES_ERROR : `Up to ${MAX_DUPLICATE_COPIES} copies`}
        required
        autoFocus
        slotProps={{ htmlInput: { min: 1, max: MAX_DUPLICATE_COPIES, step: 1, inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
