import { useState } from 'react';
import { useNavigate } from 'react-router';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { notify } from '../../../lib/snackbars';
import type { GroupDetail } from '../api/group-models';
import { useUpdateGroup } from '../api/update-group';
import { GroupForm } from './group-form';
import { editGroupDefaults } from './group-form-schema';

/** The edit tab: the group form over the saved group, guarded against leaving with unsaved changes. */
export function GroupEditTab({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const updateGroup = useUpdateGroup(group.id);
  // Read once: a background refetch must not reset what the user is typing.
  const [defaults] = useState(() => editGroupDefaults(group));
  return (
    <GroupForm
      mode="edit"
      defaultValues={defaults}
      group={group}
      save={(submission) => updateGroup.mutateAsync(submission).then((body) => body.group)}
      onSaved={(saved) => {
        notify.success(GROUP_MESSAGES.updated);
        navigate(`/group/${saved.id}/view`);
      }}
      cancelTo={`/group/${group.id}/view`}
    />
  );
}
