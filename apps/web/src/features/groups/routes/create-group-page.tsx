import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSyncedSlackChannels } from '../../../lib/reference/synced-slack-channels';
import { notify } from '../../../lib/snackbars';
import { useCreateGroup } from '../api/create-group';
import { BackToGroups } from '../components/back-to-groups';
import { GroupForm } from '../components/group-form';
import { newGroupDefaults } from '../components/group-form-schema';

/** /group/new (organizers and admins; the router guards the role). */
export function CreateGroupPage() {
  useDocumentTitle('New group');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const createGroup = useCreateGroup();
  const [defaults] = useState(() => newGroupDefaults(user));
  // Spec §2.8: /group/new?channel=<id> creates a group synced to that Slack channel.
  const channelParam = Number(useSearchParams()[0].get('channel'));
  const channelId = Number.isInteger(channelParam) && channelParam > 0 ? channelParam : undefined;
  const channels = useSyncedSlackChannels({ enabled: channelId !== undefined });
  const channel = channels.data?.find((candidate) => candidate.id === channelId);

  return (
    <Stack spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
      <BackToGroups />
      <Typography variant="h4" component="h1">
        New group
      </Typography>
      {channelId !== undefined && (
        <Alert severity="info">
          {channel
            ? `This group follows the Slack channel #${channel.name}: its members are the channel's members who have a Huddle account.`
            : "This group follows a Slack channel: its members are the channel's members who have a Huddle account."}
        </Alert>
      )}
      <GroupForm
        mode="create"
        defaultValues={defaults}
        save={(submission) =>
          createGroup.mutateAsync({ ...submission, slack_channel_id: channelId }).then((body) => body.group)
        }
        onSaved={(group) => {
          notify.success(GROUP_MESSAGES.created);
          navigate(`/group/${group.id}/view`);
        }}
        cancelTo="/groups"
      />
    </Stack>
  );
}
