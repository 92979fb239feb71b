import { useState, type KeyboardEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { ROLE_LABELS, ROLES, type Role } from '@huddle/domain/roles';
import { USER_ADMIN_MESSAGES } from '@huddle/domain/user-admin-schemas';
import type { ManagedUser } from '../../../lib/api-types';
import { notify } from '../../../lib/snackbars';
import { useUpdateUserRole } from '../api/update-user-role';

interface RoleSelectProps {
  user: ManagedUser;
  /** The grid's roving tab index for this cell. */
  tabIndex: -1 | 0;
}

/** Keys the select needs; without this the grid would move to another cell instead of opening it. */
function keepSelectKeys(event: KeyboardEvent) {
  if (event.key === ' ' || event.key === 'ArrowUp' || event.key === 'ArrowDown') event.stopPropagation();
}

/** The role of an active user, changed as soon as another one is picked (spec §4). */
export function RoleSelect({ user, tabIndex }: RoleSelectProps) {
  const updateRole = useUpdateUserRole();
  // The picked role shows at once; the saved one takes over when the list has been read again.
  const [pending, setPending] = useState<Role | null>(null);

  const change = async (next: Role) => {
    if (pending || next === user.permission_level) return;
    setPending(next);
    try {
      await updateRole.mutateAsync({ userId: user.id, role: next });
      notify.success(USER_ADMIN_MESSAGES.roleSet(user.full_name, next));
    } catch {
      notify.error(USER_ADMIN_MESSAGES.failed);
    } finally {
      setPending(null);
    }
  };

  return (
    <Select
      size="small"
      variant="standard"
      disableUnderline
      value={pending ?? user.permission_level}
      onChange={(event) => void change(event.target.value as Role)}
      onKeyDown={keepSelectKeys}
      aria-busy={pending !== null}
      inputProps={{ 'aria-label': `Role of ${user.full_name}`, tabIndex }}
      sx={{ fontSize: 14, minWidth: 110 }}
    >
      {ROLES.map((option) => (
        <MenuItem key={option} value={option}>
          {ROLE_LABELS[option]}
        </MenuItem>
      ))}
    </Select>
  );
}
