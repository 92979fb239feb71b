import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { isBlankHtml } from '@huddle/domain/communication-schemas';
import { LazyRichTextField } from './lazy-rich-text';

interface CustomMessageDialogProps {
  value: string;
  onSave: (html: string) => void;
  onClose: () => void;
}

/** The custom message editor (rich text). Markup without text is kept as no message at all (spec §5). */
export function CustomMessageDialog({ value, onSave, onClose }: CustomMessageDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [html, setHtml] = useState(value);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Custom message
      </DialogTitle>
      <DialogContent>
        <LazyRichTextField
          label="Message to guests"
          value={html}
          onChange={setHtml}
          helperText="Shown in the invitation above the RSVP buttons."
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(isBlankHtml(html) ? '' : html)}>
          Save message
        </Button>
      </DialogActions>
    </Dialog>
  );
}
