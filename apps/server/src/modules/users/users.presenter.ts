import { abilitiesOfAccount } from '@huddle/domain/policy/account';
import type { Subject } from '@huddle/domain/policy/subject';
import { abilitiesOfUser } from '@huddle/domain/policy/users';
import type {
  AccountUserRecord,
  ManagedUserRecord,
  PersonOptionRecord,
  PickerUserRecord,
  UserRecord,
} from '@huddle/domain/contracts/users';
import type { UserWithOffice } from './users.repository.ts';

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * What a people picker needs, and all a non-admin sees of other people in GET /api/users (issue 12, least
 * exposure): no status, role, two-factor or account fields.
 */
export function presentPickerUser(user: UserWithOffice): PickerUserRecord {
  const name = fullName(user);
  return {
    id: user.id,
    full_name: name,
    display_name: name || user.email,
    email: user.email,
    avatar_url: user.avatarKey ? `/api/files/${encodeURIComponent(user.avatarKey)}` : null,
    office: user.officeId ? { id: user.officeId, name: user.officeName ?? '' } : null,
  };
}

export function presentUser(user: UserWithOffice): UserRecord {
  const name = fullName(user);
  return {
    id: user.id,
    employee_id: user.id,
    organization_id: user.organizationId,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: name,
    display_name: name || user.email,
    email: user.email,
    initials:
      `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase(),
    avatar_url: user.avatarKey ? `/api/files/${encodeURIComponent(user.avatarKey)}` : null,
    timezone: user.timezone,
    office: user.officeId ? { id: user.officeId, name: user.officeName ?? '' } : null,
    office_id: user.officeId,
    is_admin: user.role === 'admin',
    is_organizer: user.role === 'organizer',
    permission_level: user.role,
    state: user.status === 'deactivated' ? 'deactivated' : 'activated',
    status: user.status,
    mfa_required: user.mfaRequired,
    welcome_shown: user.welcomeShownAt !== null,
    events_hosted_count: user.eventsHostedCount ?? 0,
    events: [],
    has_google_calendar_auth: false,
    has_outlook_auth: false,
    has_google_admin_auth: user.hasGoogleAdminAuth ?? false,
    has_google_sso_auth: user.googleSsoAt !== null,
    has_zoom_meeting_auth: false,
    has_zoom_webinar_auth: false,
    has_zoom_webinar_license: false,
    created_at: user.createdAt.toISOString(),
  };
}

/** A row of the settings' users grid, with the admin's abilities over it (policy/users). */
export function presentManagedUser(user: UserWithOffice, viewer: Subject): ManagedUserRecord {
  return { ...presentUser(user), ...abilitiesOfUser(viewer, user) };
}

/**
 * The caller's own record, with what their role lets them do anywhere (policy/account): the web's navigation, route
 * guards and create buttons read `abilities` rather than the role.
 */
export function presentSelf(user: UserWithOffice): AccountUserRecord {
  return { ...presentUser(user), abilities: abilitiesOfAccount(user) };
}

/** A person offered by the event host, group admin and collection organizer pickers. */
export function presentPersonOption(user: UserWithOffice): PersonOptionRecord {
  const { id, display_name: fullName, email, avatar_url: avatarUrl } = presentPickerUser(user);
  return { id, full_name: fullName, email, avatar_url: avatarUrl };
}
