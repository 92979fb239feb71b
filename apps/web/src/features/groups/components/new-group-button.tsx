import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useBudgetSettings } from '../../../lib/reference/budget-settings';
import { useSyncedSlackChannels } from '../../../lib/reference/synced-slack-channels';

interface NewGroupButtonProps {
  label?: string;
  variant?: ButtonProps['variant'];
}

const slackEnabledOf = (organization: { slack_enabled: boolean }) => organization.slack_enabled;

/** The second step: the synced channels no group follows yet; picking one opens the form for it. */
function ChannelStep({ onPick }: { onPick: (id: number) => void }) {
  const channels = useSyncedSlackChannels();
  if (channels.isError) return <Alert severity="error">{SLACK_MESSAGES.flowFailed}</Alert>;
  if (!channels.data) return <CircularProgress aria-label="Loading channels" sx={{ m: 2 }} />;
  const free = channels.data.filter((channel) => channel.synced_group_id === null);
  if (free.length === 0) return <Alert severity="info">{SLACK_MESSAGES.noUnsyncedChannels}</Alert>;
  return (
    <List aria-label="Slack channels">
      {free.map((channel) => (
        <ListItem key={channel.id} disablePadding>
          <ListItemButton onClick={() => onPick(channel.id)} sx={{ borderRadius: 2 }}>
            <ListItemIcon>
              {channel.private ? <LockOutlinedIcon aria-label="Private channel" /> : <TagIcon aria-hidden />}
            </ListItemIcon>
            <ListItemText primary={channel.name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Spec §2.8: with the group-slack-synced-membership flag, New group first asks how to start: from scratch, or
 * synced from a Slack channel (when Slack is connected), whose second step picks a channel no group follows yet.
 */
export function NewGroupButton({ label = 'New group', variant = 'contained' }: NewGroupButtonProps) {
  const navigate = useNavigate();
  const { flags } = useFeatureFlags();
  const slackEnabled = useBudgetSettings(slackEnabledOf).data ?? false;
  const [step, setStep] = useState<'closed' | 'how' | 'channel'>('closed');
  const titleId = useId();
  const slackNoteId = useId();
  const start = () => (flags['group-slack-synced-membership'] ? setStep('how') : navigate('/group/new'));
  const close = () => setStep('closed');

  return (
    <>
      <Button variant={variant} startIcon={<AddIcon />} onClick={start}>
        {label}
      </Button>
      <Dialog open={step !== 'closed'} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {step === 'channel' ? 'Sync from a Slack channel' : 'New group'}
        </DialogTitle>
        <DialogContent sx={{ px: 1.5 }}>
          {step === 'channel' ? (
            <ChannelStep onPick={(id) => void navigate(`/group/new?channel=${id}`)} />
          ) : (
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
                <ListItemButton
                  disabled={!slackEnabled}
                  aria-describedby={slackNoteId}
                  onClick={() => setStep('channel')}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemIcon>
                    <SyncOutlinedIcon color={slackEnabled ? 'primary' : undefined} aria-hidden />
                  </ListItemIcon>
                  <ListItemText
                    primary="Sync from a Slack channel"
                    secondary={
                      <span id={slackNoteId}>
                        {slackEnabled
                          ? "Members follow the channel's members who have a Huddle account."
                          : SLACK_MESSAGES.notConnected}
                      </span>
                    }
                  />
                </ListItemButton>
              </ListItem>
            </List>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {step === 'channel' && <Button onClick={() => setStep('how')}>Back</Button>}
          <Button onClick={close}>Cancel</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
