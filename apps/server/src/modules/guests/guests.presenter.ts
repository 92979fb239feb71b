import type { GuestRecord } from '@huddle/domain/contracts/guests';
import {
  ATTENDANCE_TYPE_LABELS,
  ATTENDED_LABELS,
  INVITEE_STATUS_LABELS,
  RSVP_SOURCE_LABELS,
} from '@huddle/domain/guest-schemas';
import type { GuestCsvLabels } from './guest-export.repository.ts';
import type { InviteeRow } from './invitees.repository.ts';

const nameOf = (row: InviteeRow) => `${row.firstName} ${row.lastName}`.trim() || row.email;
/** A guest whose invitation is still to go out (spec §4: chip Scheduled): no attendance or removal yet. */
export const isScheduled = (row: InviteeRow, now: Date) =>
  row.status === 'guest_list' || (row.inviteScheduledFor !== null && row.inviteScheduledFor > now);

/** A guest in REST answers (docs/api-guests.md). */
export function presentGuest(row: InviteeRow, now: Date): GuestRecord {
  return {
    id: row.id,
    employee_id: row.userId,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: nameOf(row),
    status: row.status,
    attended: row.attended,
    attendance_type: row.attendanceType,
    rsvp_source: row.rsvpSource,
    invite_scheduled: isScheduled(row, now),
    invite_scheduled_for: row.inviteScheduledFor?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}
export type PresentedGuest = GuestRecord;

/** Guest rows and the moment they were read, which decides whether each is still scheduled. */
export interface LoadedGuests {
  rows: InviteeRow[];
  now: Date;
}

export const presentGuests = ({ rows, now }: LoadedGuests): GuestRecord[] => rows.map((row) => presentGuest(row, now));

/** The guest list CSV (spec §5 Export): its header, and the words of its coded columns. */
export const GUEST_CSV_HEADER = ['Name', 'Email', 'RSVP', 'Attended', 'Attendance type', 'RSVP source', 'Updated at'];

/**
 * The database writes the CSV's rows (guest-export.repository.ts) with these words: Name and Email as presentGuest
 * has them, the chip status of guestChipStatus (`scheduled` while the invitation waits), Attended, Attendance type
 * and RSVP source by their labels, and `updated_at`.
 */
export const GUEST_CSV_LABELS: GuestCsvLabels = {
  status: INVITEE_STATUS_LABELS,
  attended: ATTENDED_LABELS,
  attendanceType: ATTENDANCE_TYPE_LABELS,
  rsvpSource: RSVP_SOURCE_LABELS,
};
