import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import { useArchiveGroup } from '../api/archive-group';
import type { Group } from '../api/group-models';

/** "Delete" archives the group (spec §4), after a confirmation, and returns to /groups. */
export function DeleteGroupButton({ group }: { group: Pick<Group, 'id' | 'name'> }) {
  const navigate = useNavigate();
  const archive = useArchiveGroup(group.id);
  const [confirming, setConfirming] = useState(false);

  const confirm = () =>
    archive.mutate(undefined, {
      onSuccess: () => {
        notify.success(GROUP_MESSAGES.deleted);
        navigate('/groups');
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(GROUP_MESSAGES.deleteFailed(errorMessage(error, 'Please try again.')));
      },
    });

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this group?"
        confirmLabel={archive.isPending ? 'Deleting…' : 'Delete group'}
        destructive
        pending={archive.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        “{group.name}” will be archived and disappear from Groups for everyone.
      </ConfirmDialog>
    </>
  );
}
