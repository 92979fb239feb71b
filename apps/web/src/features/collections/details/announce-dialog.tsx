import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { ANNOUNCEMENT_MESSAGES } from '@huddle/domain/announcement-schemas';
import { SlackChannelPicker } from '../../../components/slack-channel-picker';
import { SlackMessagePreview } from '../../../components/slack-message-preview';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import type { AnnounceableChannel, Announcement } from '../api/announcement-models';
import { useSaveAnnouncement } from '../api/save-announcement';
import { announceDefaults, announceProblems, announcementVariables, type AnnounceProblems } from './announce-form';

interface AnnounceDialogProps {
  collection: { id: string; name: string };
  channels: AnnounceableChannel[];
  /** The announcement to edit, or null for a new one. */
  announcement: Announcement | null;
  timezone: string;
  onClose: () => void;
}

/** Spec events §2: the full-screen "Announce Collection" dialog: text, channels, now or later, and a preview. */
export function AnnounceDialog({ collection, channels, announcement, timezone, onClose }: AnnounceDialogProps) {
  const titleId = useId();
  const save = useSaveAnnouncement(collection.id);
  const [values, setValues] = useState(() => announceDefaults(announcement, timezone));
  const [problems, setProblems] = useState<AnnounceProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const change = (patch: Partial<typeof values>) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblems({});
  };
  const mainLabel = announcement ? 'Save changes' : values.isScheduled ? 'Schedule' : 'Send now';

  const submit = () => {
    const found = announceProblems(values, timezone, new Date());
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    save.mutate(announcementVariables(values, collection.id, announcement, timezone), {
      onSuccess: () => {
        notify.success(
          !values.isScheduled
            ? ANNOUNCEMENT_MESSAGES.sendingNow
            : announcement
              ? ANNOUNCEMENT_MESSAGES.updated
              : ANNOUNCEMENT_MESSAGES.scheduled,
        );
        onClose();
      },
      onError: (error) => {
        const message = errorMessage(error, error.message);
        setFailure(announcement ? message : ANNOUNCEMENT_MESSAGES.createFailed(message));
      },
    });
  };

  return (
    <Dialog open fullScreen onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
            {ANNOUNCEMENT_MESSAGES.title}
          </Typography>
          <IconButton edge="end" aria-label="Close" onClick={onClose} disabled={save.isPending}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, overflowY: 'auto', p: { xs: 2, md: 3 } }}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
          <Stack spacing={2.5}>
            <TextField
              label="Message"
              value={values.messageBody}
              onChange={(event) => change({ messageBody: event.target.value })}
              error={Boolean(problems.messageBody)}
              helperText={
                problems.messageBody ?? 'Slack formatting works: *bold*, _italic_, <https://example.com|link>.'
              }
              multiline
              minRows={5}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 40_000 } }}
            />
            <SlackChannelPicker
              legend="Channels"
              channels={channels.map((channel) => ({
                id: Number(channel.id),
                name: channel.name,
                private: channel.private,
              }))}
              selected={values.channelIds}
              onChange={(channelIds) => change({ channelIds })}
              error={problems.channelIds}
              disabled={save.isPending}
            />
            <RadioGroup
              aria-label="When"
              value={values.isScheduled ? 'later' : 'now'}
              onChange={(event) => change({ isScheduled: event.target.value === 'later' })}
            >
              <FormControlLabel value="now" control={<Radio />} label="Send now" />
              <FormControlLabel value="later" control={<Radio />} label="Schedule for later" />
            </RadioGroup>
            {values.isScheduled && (
              <TextField
                type="datetime-local"
                label="Send on"
                value={values.scheduleInput}
                onChange={(event) => change({ scheduleInput: event.target.value })}
                error={Boolean(problems.schedule)}
                helperText={problems.schedule ?? `Times are in your timezone (${timezone}).`}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              />
            )}
          </Stack>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Preview
            </Typography>
            <SlackMessagePreview title={collection.name} text={values.messageBody} linkButton="View collection" />
          </Stack>
        </Box>
      </Box>
      <Stack
        component="footer"
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider', px: 3, py: 1.5 }}
      >
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : mainLabel}
        </Button>
      </Stack>
    </Dialog>
  );
}
