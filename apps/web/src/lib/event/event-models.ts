import type { Attended, AttendanceType, InviteeStatus, RsvpSource } from '@huddle/domain/guest-schemas';
import type { EventPrivacy, LocationType, MeetingService } from '@huddle/domain/event-rules';

/** An event as the server presents it (docs/api-events.md). */
export interface EventHost {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  initials: string;
  avatar_url: string | null;
}

export interface EventResource {
  id: number;
  title: string;
  link: string;
}

export interface HuddleEvent {
  id: number;
  name: string;
  description: string;
  safe_description: string;
  start: string;
  ends: string;
  timezone: string;
  location: string;
  location_type: LocationType;
  privacy: EventPrivacy;
  published: boolean;
  rsvp_pause_allowed: boolean;
  rsvp_pause_active: boolean;
  cover_image: string | null;
  cover_image_key: string | null;
  config: { display_organizers_as_hosts: boolean; cover_image_url: string | null };
  event_type_id: number | null;
  event_type: { id: number; name: string } | null;
  host_ids: number[];
  hosts: EventHost[];
  group_ids: number[];
  groups: { id: number; name: string }[];
  office_ids: number[];
  offices: { id: number; name: string }[];
  meeting: { service: MeetingService; link: string } | null;
  resources: EventResource[];
  invitees_count: number;
  /** A scheduled invitation would go out after the event starts (docs/api-communications.md). */
  needs_rescheduling?: boolean;
  events_collection_id: number | null;
  started: boolean;
  /** Attendance can be recorded: from an hour before the start (domain isAttendanceOpen). */
  attendance_open: boolean;
  past: boolean;
  editable: boolean;
  /** When editing locks by time alone (a published event's start); null for a draft (docs/api-events.md). */
  editable_until: string | null;
  /** The reader's abilities, computed by the server's policy (docs/api-events.md). */
  can_edit: boolean;
  can_delete: boolean;
  can_duplicate: boolean;
  can_manage: boolean;
  is_host: boolean;
  is_invitee: boolean;
  /** The signed-in caller's own guest row (docs/api-guests.md); null when not on the list or for public visitors. */
  my_invitee?: MyInvitee | null;
  created_at: string;
  updated_at: string;
}

export interface EventResponse {
  event: HuddleEvent;
  message?: string;
}

export interface EventPage {
  data: HuddleEvent[];
  meta: { current_page: number; total_pages: number; total_count: number; next_page: number | null };
}

export interface MyInvitee {
  id: number;
  status: InviteeStatus;
  attended: Attended;
  attendance_type: AttendanceType | null;
  rsvp_source: RsvpSource | null;
}
