import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MailPreviewPanel, type MailPreviewContent } from './mail-preview';

interface PreviewDialogProps {
  content: MailPreviewContent;
  allowWider: boolean;
  onClose: () => void;
}

/** The invitation's mail as guests will get it, from the composer's current values. */
export function PreviewDialog({ content, allowWider, onClose }: PreviewDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="lg" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        Preview
      </DialogTitle>
      <DialogContent sx={{ bgcolor: 'background.default', pt: 2 }}>
        <MailPreviewPanel content={content} allowWider={allowWider} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
