import type { Organization, User } from '../lib/api-types';
import { abilitiesOfAccount } from '@huddle/domain/policy/account';
import type { Role } from '@huddle/domain/roles';

export function makeOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 1,
    subdomain: 'acme',
    display_name: 'Acme',
    active: true,
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
    employee_id: null,
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
    has_google_calendar_auth: false,
    has_outlook_auth: false,
    // As the server computes them for this role (docs/api-auth.md).
    abilities: abilitiesOfAccount({ role }),
    ...overrides,
  };
}
