import type { Organization, User } from '../lib/api-types';
import { abilitiesOfAccount } from '@huddle/domain/policy/account';
import type { Role } from '@huddle/domain/roles';

export function makeOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 1,
    subdomain: 'acme',
    display_name: 'Acme',
    active: true,
    logo: null,
    favicon: null,
    logo_key: null,
    favicon_key: null,
    logo_url: null,
    favicon_url: null,
    calendar_enabled: 'none',
    okta_enabled: false,
    okta_type: null,
    force_okta_sign_in: false,
    ...overrides,
  };
}

export function makeUser(role: Role = 'user', overrides: Partial<User> = {}): User {
  return {
    id: 7,
    employee_id: 7,
    organization_id: 1,
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    display_name: 'Ada Lovelace',
    email: 'ada@acme.test',
    initials: 'AL',
    avatar_url: null,
    timezone: 'Europe/London',
    office: { id: 3, name: 'London' },
    office_id: 3,
    is_admin: role === 'admin',
    is_organizer: role === 'organizer',
    permission_level: role,
    state: 'activated',
    status: 'active',
    mfa_required: false,
    events_hosted_count: 2,
    welcome_shown: true,
    events: [],
    has_google_calendar_auth: false,
    has_outlook_auth: false,
    has_google_admin_auth: false,
    has_google_sso_auth: false,
    has_zoom_meeting_auth: false,
    has_zoom_webinar_auth: false,
    has_zoom_webinar_license: false,
    created_at: '2026-01-05T09:00:00.000Z',
    // As the server computes them for this role (docs/api-auth.md).
    abilities: abilitiesOfAccount({ role }),
    ...overrides,
  };
}
