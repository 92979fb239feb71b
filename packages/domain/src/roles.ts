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

/**
 * Capabilities of the §6 tables: the least role for each. Record-level rules (hosts, group admins, owners) are in
 * policy/<area>.ts on top of these.
 */
export const CAPABILITIES = {
  viewEvents: 'user',
  viewGroups: 'user',
  createEvents: 'organizer',
  createGroups: 'organizer',
  manageEvents: 'organizer',
  manageGroups: 'organizer',
  manageContacts: 'organizer',
  viewAnalytics: 'organizer',
  /** Events §6 "Manage collections". */
  manageCollections: 'organizer',
  /** Guest engagement §6: surveys and survey templates are organizer-or-above areas. */
  manageSurveys: 'organizer',
  manageUserPermissions: 'admin',
  managePlatformSettings: 'admin',
  manageIntegrations: 'admin',
  /** Platform §2.9, guest engagement §6: the settings' budget tab. */
  manageBudgets: 'admin',
  /** The MaintenanceMode page (platform §2.1) lets admins through, so they can turn it off again. */
  useDuringMaintenance: 'admin',
} as const satisfies Record<string, Role>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role, capability: Capability): boolean {
  return hasMinimumRole(role, CAPABILITIES[capability]);
}
