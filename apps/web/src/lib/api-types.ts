import type { CalendarProvider } from '@huddle/domain/constants';
import type { AccountAbilities } from '@huddle/domain/policy/account';
import type { Role } from '@huddle/domain/roles';

/** Response shapes of docs/api-auth.md, as the web reads them. */
export interface Organization {
  id: number;
  subdomain: string;
  display_name: string;
  active: boolean;
  logo_url: string | null;
  favicon_url: string | null;
  calendar_enabled: CalendarProvider;
  okta_enabled: boolean;
  okta_type: string | null;
  force_okta_sign_in: boolean;
}

export interface OfficeRef {
  id: number;
  name: string;
}

export interface User {
  id: number;
  employee_id: string | null;
  organization_id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  display_name: string;
  email: string;
  initials: string;
  avatar_url: string | null;
  timezone: string | null;
  office: OfficeRef | null;
  office_id: number | null;
  is_admin: boolean;
  is_organizer: boolean;
  permission_level: Role;
  state: 'activated' | 'deactivated';
  status: 'active' | 'invited' | 'deactivated';
  mfa_required: boolean;
  /** A new email waiting for its confirmation link (the email stays until then). */
  pending_email?: string | null;
  events_hosted_count: number;
  welcome_shown: boolean;
  has_google_calendar_auth: boolean;
  has_outlook_auth: boolean;
  /** What the caller's role lets them do anywhere (docs/api-auth.md): navigation, route guards, create buttons. */
  abilities: AccountAbilities;
}

/**
 * A row of the settings' users grid (GET /api/users as admins get it, and the answers of a role or status change):
 * the user with the admin's abilities over them (docs/api-admin.md), instead of the caller's own `abilities`.
 */
export type ManagedUser = Omit<User, 'abilities'> & {
  /** Another person who is active. */
  can_change_role: boolean;
  /** Deactivate or reactivate: anyone but oneself. */
  can_change_status: boolean;
};

/** A row of GET /api/users as non-admins get it: what a people picker needs (admins get the full User). */
export type PickerUser = Pick<User, 'id' | 'full_name' | 'display_name' | 'email' | 'avatar_url' | 'office'>;

export interface Office extends OfficeRef {
  users_count: number;
  events_count: number;
  groups_count: number;
}

export interface Page<T> {
  data: T[];
  meta?: Record<string, unknown>;
}

export interface UserResponse {
  user: User;
  /** Set when the change needs a further step, e.g. a new email's confirmation link. */
  message?: string;
}

export interface MessageResponse {
  message: string;
}

/** Events are not built yet; the profile lists whatever GET /api/users/events sends with a name. */
export interface UserEventSummary {
  id: number | string;
  name?: string;
  title?: string;
  start?: string;
  starts_at?: string;
}
