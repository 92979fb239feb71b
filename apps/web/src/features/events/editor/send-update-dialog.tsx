import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';

export interface GuestUpdateChoice {
  send: boolean;
  message: string;
}

interface SendUpdateDialogProps {
  onAnswer: (choice: GuestUpdateChoice) => void;
  onCancel: () => void;
}

/**
 * Spec events §2: with event-change-email-guests-dialog on, saving a published event first asks whether the
 * guests get an update; Yes may carry a short message (sent as email_updates_message).
 */
export function SendUpdateDialog({ onAnswer, onCancel }: SendUpdateDialogProps) {
  const titleId = useId();
  const [message, setMessage] = useState('');
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{EVENT_MESSAGES.sendUpdatePrompt}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Guests who were invited get an email with the updated details.
        </DialogContentText>
        <TextField
          label="Message to guests (optional)"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={() => onAnswer({ send: false, message: '' })}>No</Button>
        <Button variant="contained" onClick={() => onAnswer({ send: true, message: message.trim() })}>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
