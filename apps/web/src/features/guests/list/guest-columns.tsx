import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import { guestChipStatus } from '@huddle/domain/guest-schemas';
import { formatDateTime } from '../../../lib/dates';
import type { Guest } from '../api/guest-models';
import { AttendanceTypeSelect, AttendedSelect } from './attendance-selects';
import { GuestStatusChip } from './guest-status-chip';

/** Scheduled guests (invitation not sent yet) have no attendance or removal controls (spec guests §4 Attendance). */
export const isScheduled = (guest: Guest) => guestChipStatus(guest) === 'scheduled';

interface GuestColumnOptions {
  eventId: number;
  /** Attendance can be recorded (the event record's attendance_open). */
  attendanceOpen: boolean;
  timezone: string;
  onRemove: (guest: Guest) => void;
}

const none = (
  <Typography variant="body2" component="span" color="text.secondary">
    —
  </Typography>
);

/** Name and email, status chip, attended, attendance type, updated, and a per-row remove. */
export function guestColumns({ eventId, attendanceOpen, timezone, onRemove }: GuestColumnOptions): GridColDef<Guest>[] {
  return [
    {
      field: 'fullName',
      headerName: 'Name',
      flex: 1.4,
      minWidth: 200,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', minWidth: 0, height: '100%' }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {row.fullName}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {row.email}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'status',
      headerName: 'RSVP',
      width: 120,
      renderCell: ({ row }) => <GuestStatusChip guest={row} />,
    },
    {
      field: 'attended',
      headerName: 'Attended',
      width: 150,
      renderCell: ({ row, tabIndex }) =>
        isScheduled(row) ? (
          none
        ) : (
          <AttendedSelect eventId={eventId} guest={row} tabIndex={tabIndex} open={attendanceOpen} />
        ),
    },
    {
      field: 'attendanceType',
      headerName: 'Attendance type',
      width: 160,
      sortable: false,
      renderCell: ({ row, tabIndex }) =>
        !isScheduled(row) && row.attended === 'yes' ? (
          <AttendanceTypeSelect eventId={eventId} guest={row} tabIndex={tabIndex} />
        ) : (
          none
        ),
    },
    {
      field: 'updatedAt',
      headerName: 'Updated',
      width: 180,
      valueFormatter: (value: string) => formatDateTime(value, timezone),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Remove',
      width: 90,
      getActions: ({ row }) =>
        isScheduled(row)
          ? []
          : [
              <GridActionsCellItem
                key="remove"
                icon={<PersonRemoveOutlinedIcon />}
                label={`Remove ${row.fullName}`}
                onClick={() => onRemove(row)}
              />,
            ],
    },
  ];
}
