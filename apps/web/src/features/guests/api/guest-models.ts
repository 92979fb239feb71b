import type {
  Attended,
  AttendanceType,
  GuestFilter,
  GuestSortField,
  InviteeStatus,
  RsvpAnswer,
  RsvpSource,
} from '@huddle/domain/guest-schemas';
import type { GuestRecord } from '@huddle/domain/contracts/guests';
import type { MyInvitee } from '../../../lib/event/event-models';

/** A guest row as GraphQL `invitees` presents it (docs/api-guests.md "Guest list"); ids are GraphQL IDs (strings). */
export interface Guest {
  id: string;
  employeeId: string | null;
  email: string;
  fullName: string;
  status: InviteeStatus;
  attended: Attended;
  attendanceType: AttendanceType | null;
  updatedAt: string;
  inviteScheduled: boolean;
  inviteScheduledFor: string | null;
  rsvpSource: RsvpSource | null;
}

export interface GuestPage {
  totalCount: number;
  totalPages: number;
  currentPage: number;
  invitees: Guest[];
}

export interface GuestlistOverview {
  statusCounts: { rsvp: number; maybeAttending: number; notAttending: number; invited: number; scheduled: number };
  attendedCounts: { yes: number; no: number; notRecorded: number };
  attendedAttendanceCounts: { virtual: number; inPerson: number; unknown: number };
}

export type SortDirection = 'asc' | 'desc';

/** One page of the guest table as the server is asked for it; `page` counts from 1. */
export interface GuestListParams {
  page: number;
  perPage: number;
  sort: { field: GuestSortField; direction: SortDirection };
  filter: GuestFilter;
  search: string;
}

/** A guest in REST answers (PATCH /api/events/{id}/invitees.json), as the route's response contract says. */
export type InviteeJson = GuestRecord;

/** The answer to an RSVP, signed in (with the event) or public. */
export interface RsvpInvitee extends MyInvitee {
  status: RsvpAnswer;
}
