import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import TagIcon from '@mui/icons-material/Tag';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import type { SlackStatus } from '../api/get-slack-status';
import { useSyncables, type Syncable } from '../api/get-syncables';
import { SlackChannelEditor } from './slack-channel-editor';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Spec §2.9, §4: the synced channels and their people (view mode), or the channel editor (edit mode). */
export function SlackChannelsTab({ status }: { status: SlackStatus }) {
  const [editing, setEditing] = useState(false);
  const syncables = useSyncables();

  if (status.channels_synced_at === null) {
    return (
      <EmptyState icon={TagIcon} message={SLACK_MESSAGES.noChannelsYet}>
        <Typography color="text.secondary">{SLACK_MESSAGES.noChannelsYetHelp}</Typography>
      </EmptyState>
    );
  }
  if (syncables.isError) {
    return <ErrorState message="The synced channels couldn't be loaded." onRetry={() => void syncables.refetch()} />;
  }
  if (!syncables.data) {
    return (
      <Box role="status" aria-label="Loading channels">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Box>
    );
  }
  if (editing) {
    return (
      <SlackChannelEditor
        initial={syncables.data}
        syncedAt={status.channels_synced_at}
        onDone={() => setEditing(false)}
      />
    );
  }

  const channels = syncables.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {plural(channels.length, 'synced channel')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing(true)}>
          Edit channels
        </Button>
      </Stack>
      {channels.length === 0 ? (
        <Typography color="text.secondary">{SLACK_MESSAGES.noneSynced}</Typography>
      ) : (
        <Box>
          {channels.map((channel) => (
            <ChannelAccordion key={channel.id} channel={channel} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

function ChannelAccordion({ channel }: { channel: Syncable }) {
  const Icon = channel.private ? LockOutlinedIcon : TagIcon;
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
          <Icon fontSize="small" aria-label={channel.private ? 'Private channel' : undefined} />
          <Typography sx={{ fontWeight: 600 }}>{channel.name}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
          {plural(channel.slack_users.length, 'member')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <List dense aria-label={`Members of ${channel.name}`}>
          {channel.slack_users.map((user) => (
            <ListItem key={user.id}>
              <ListItemText
                primary={
                  user.employee ? `${user.employee.first_name} ${user.employee.last_name}` : SLACK_MESSAGES.noAccount
                }
                secondary={user.email ?? undefined}
              />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
