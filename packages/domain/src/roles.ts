/** Spec platform §6: three roles, ordered. */
export const ROLES = ['user', 'organizer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const rank: Record<Role, number> = { user: 0, organizer: 1, admin: 2 };

export function hasMinimumRole(role: Role, minimum: Role): boolean {
  return rank[role] >= rank[minimum];
}

export function roleFromFlags(flags: { is_admin: boolean; is_organizer: boolean }): Role {
  if (flags.is_admin) return 'admin';
  if (flags.is_organizer) return 'organizer';
  return 'user';
}

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', organizer: 'Organizer', user: 'User' };

/** Capabilities of the §6 table. Event- and group-level rules add host/admin checks on top. */
export const CAPABILITIES = {
  viewEvents: 'user',
  viewGroups: 'user',
  createEvents: 'organizer',
  createGroups: 'organizer',
  manageEvents: 'organizer',
  manageGroups: 'organizer',
  manageContacts: 'organizer',
  viewAnalytics: 'organizer',
  manageUserPermissions: 'admin',
  managePlatformSettings: 'admin',
  manageIntegrations: 'admin',
} as const satisfies Record<string, Role>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role, capability: Capability): boolean {
  return hasMinimumRole(role, CAPABILITIES[capability]);
}
