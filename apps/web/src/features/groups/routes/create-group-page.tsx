import { useState } from 'react';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { useCurrentUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
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

  return (
    <Stack spacing={3} sx={{ maxWidth: 820, mx: 'auto' }}>
      <BackToGroups />
      <Typography variant="h4" component="h1">
        New group
      </Typography>
      <GroupForm
        mode="create"
        defaultValues={defaults}
        save={(submission) => createGroup.mutateAsync(submission).then((body) => body.group)}
        onSaved={(group) => {
          notify.success(GROUP_MESSAGES.created);
          navigate(`/group/${group.id}/view`);
        }}
        cancelTo="/groups"
      />
    </Stack>
  );
}
