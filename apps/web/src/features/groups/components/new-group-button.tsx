import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import AddIcon from '@mui/icons-material/Add';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import { useFeatureFlags } from '../../../lib/feature-flags';

interface NewGroupButtonProps {
  label?: string;
  variant?: ButtonProps['variant'];
}

/**
 * Spec §2.8: with the group-slack-synced-membership flag, New group first asks how to start; otherwise it
 * opens the form at once. Slack syncing needs the Slack integration, which is not built yet.
 */
export function NewGroupButton({ label = 'New group', variant = 'contained' }: NewGroupButtonProps) {
  const navigate = useNavigate();
  const { flags } = useFeatureFlags();
  const [choosing, setChoosing] = useState(false);
  const titleId = useId();
  const slackNoteId = useId();
  const start = () => (flags['group-slack-synced-membership'] ? setChoosing(true) : navigate('/group/new'));

  return (
    <>
      <Button variant={variant} startIcon={<AddIcon />} onClick={start}>
        {label}
      </Button>
      <Dialog open={choosing} onClose={() => setChoosing(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          New group
        </DialogTitle>
        <DialogContent sx={{ px: 1.5 }}>
          <List aria-label="How to start the group">
            <ListItem disablePadding>
              <ListItemButton onClick={() => navigate('/group/new')} sx={{ borderRadius: 2 }}>
                <ListItemIcon>
                  <EditNoteOutlinedIcon color="primary" aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary="Create from scratch"
                  secondary="Name the group, pick its admins and invite members yourself."
                />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <ListItemButton disabled aria-describedby={slackNoteId} sx={{ borderRadius: 2 }}>
                <ListItemIcon>
                  <SyncOutlinedIcon aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary="Sync from a Slack channel"
                  secondary={<span id={slackNoteId}>Slack syncing arrives with the Slack integration.</span>}
                />
              </ListItemButton>
            </ListItem>
          </List>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setChoosing(false)}>Cancel</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
