import { useState, type FormEvent } from 'react';
import { GROUP_MESSAGES } from '@huddle/domain/group-schemas';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/snackbars';
import { useAddGroupMembers } from '../api/add-group-members';
import type { PersonRef } from '../api/group-models';
import { PersonMultiSelect } from '../../../components/person-multi-select';
import { useUserSearch } from '../api/search-users';

interface AddMembersDialogProps {
  groupId: number;
  onClose: () => void;
}

/** Picks several people and adds them at once (mass_join). */
export function AddMembersDialog({ groupId, onClose }: AddMembersDialogProps) {
  const addMembers = useAddGroupMembers(groupId);
  const [people, setPeople] = useState<PersonRef[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (people.length === 0) return;
    addMembers.mutate(
      people.map((person) => person.id),
      {
        onSuccess: () => {
          notify.success(GROUP_MESSAGES.membersUpdated);
          onClose();
        },
        onError: () => notify.error(GROUP_MESSAGES.addMembersFailed),
      },
    );
  };

  return (
    <FormDialog
      title="Add members"
      submitLabel="Add members"
      submittingLabel="Adding…"
      submitting={addMembers.isPending}
      canSubmit={people.length > 0}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="sm"
    >
      <PersonMultiSelect
        label="People"
        useOptions={useUserSearch}
        value={people}
        onChange={setPeople}
        helperText="Search people by name or email; pick as many as you like."
        disabled={addMembers.isPending}
        autoFocus
      />
    </FormDialog>
  );
}
