import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Tooltip from '@mui/material/Tooltip';
import {
  ATTENDANCE_TYPE_LABELS,
  ATTENDANCE_TYPES,
  ATTENDED_LABELS,
  ATTENDED_VALUES,
  GUEST_MESSAGES,
  type Attended,
  type AttendanceType,
} from '@huddle/domain/guest-schemas';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/snackbars';
import type { Guest } from '../api/guest-models';
import { useUpdateInvitees } from '../api/update-invitees';

/** Keys the select needs; without this the grid would move to another cell instead of opening it. */
function keepSelectKeys(event: KeyboardEvent) {
  if (event.key === ' ' || event.key === 'ArrowUp' || event.key === 'ArrowDown') event.stopPropagation();
}

interface CellProps {
  eventId: number;
  guest: Guest;
  /** The grid's roving tab index for this cell. */
  tabIndex: -1 | 0;
}

/** One PATCH of one guest; the picked value shows at once and the saved one takes over when the list is read again. */
function useGuestChange<T extends string>(eventId: number, guest: Guest) {
  const update = useUpdateInvitees();
  const [pending, setPending] = useState<T | null>(null);
  const change = async (value: T, patch: { attended?: Attended; attendance_type?: AttendanceType | null }) => {
    setPending(value);
    try {
      await update.mutateAsync({ eventId, invitees: [{ id: Number(guest.id), ...patch }] });
      notify.success(GUEST_MESSAGES.attendanceSaved);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setPending(null);
    }
  };
  return { pending, change };
}

const selectSx = { fontSize: 14, minWidth: 120 } as const;

/** Attended: yes / no / not recorded; from an hour before the start (a tooltip says so before). */
export function AttendedSelect({ eventId, guest, tabIndex, open }: CellProps & { open: boolean }) {
  const { pending, change } = useGuestChange<Attended>(eventId, guest);
  const select = (
    <Select
      size="small"
      variant="standard"
      disableUnderline
      value={pending ?? guest.attended}
      disabled={!open || pending !== null}
      onChange={(event) => {
        const next = event.target.value as Attended;
        if (next !== guest.attended) void change(next, { attended: next });
      }}
      onKeyDown={keepSelectKeys}
      aria-busy={pending !== null}
      inputProps={{ 'aria-label': `Attended: ${guest.fullName}`, tabIndex }}
      sx={selectSx}
    >
      {ATTENDED_VALUES.map((value) => (
        <MenuItem key={value} value={value}>
          {ATTENDED_LABELS[value]}
        </MenuItem>
      ))}
    </Select>
  );
  if (open) return select;
  return (
    <Tooltip title={GUEST_MESSAGES.attendanceBeforeStart} describeChild>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        {select}
      </Box>
    </Tooltip>
  );
}

/** Virtual / in person / unknown, shown only for a guest who attended. */
export function AttendanceTypeSelect({ eventId, guest, tabIndex }: CellProps) {
  const { pending, change } = useGuestChange<AttendanceType>(eventId, guest);
  return (
    <Select
      size="small"
      variant="standard"
      disableUnderline
      displayEmpty
      value={pending ?? guest.attendanceType ?? ''}
      disabled={pending !== null}
      renderValue={(value) => (value ? ATTENDANCE_TYPE_LABELS[value as AttendanceType] : 'Choose')}
      onChange={(event) => {
        const next = event.target.value as AttendanceType;
        if (next && next !== guest.attendanceType) void change(next, { attendance_type: next });
      }}
      onKeyDown={keepSelectKeys}
      aria-busy={pending !== null}
      inputProps={{ 'aria-label': `Attendance type: ${guest.fullName}`, tabIndex }}
      sx={selectSx}
    >
      {ATTENDANCE_TYPES.map((value) => (
        <MenuItem key={value} value={value}>
          {ATTENDANCE_TYPE_LABELS[value]}
        </MenuItem>
      ))}
    </Select>
  );
}
