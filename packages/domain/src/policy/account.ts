import { can } from '../roles.ts';
import type { Subject } from './subject.ts';

/**
 * What the signed-in person may do anywhere in the organization (spec platform §6 table, events §6, guest engagement
 * §6), as the current user's record carries it (`abilities`): the side navigation, the route guards and the create
 * buttons read these instead of comparing roles.
 */
export function abilitiesOfAccount(subject: Pick<Subject, 'role'>) {
  const { role } = subject;
  return {
    can_create_events: can(role, 'createEvents'),
    can_create_groups: can(role, 'createGroups'),
    can_manage_collections: can(role, 'manageCollections'),
    can_manage_contacts: can(role, 'manageContacts'),
    can_manage_surveys: can(role, 'manageSurveys'),
    can_view_analytics: can(role, 'viewAnalytics'),
    can_manage_users: can(role, 'manageUserPermissions'),
    can_manage_settings: can(role, 'managePlatformSettings'),
    can_manage_integrations: can(role, 'manageIntegrations'),
    can_manage_budgets: can(role, 'manageBudgets'),
    can_use_during_maintenance: can(role, 'useDuringMaintenance'),
  };
}
export type AccountAbilities = ReturnType<typeof abilitiesOfAccount>;
