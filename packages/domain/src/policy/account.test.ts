import { describe, expect, it } from 'vitest';
import { abilitiesOfAccount } from './account.ts';
import {
  mayManageBudgets,
  mayManageIntegrations,
  mayManageOffices,
  mayManageOrganizationSettings,
} from './organization.ts';

describe('account abilities (platform §6 table, events §6, guests §6)', () => {
  it('give plain users none of the organizer or admin areas', () => {
    expect(Object.values(abilitiesOfAccount({ role: 'user' })).some(Boolean)).toBe(false);
  });

  it('give organizers creation, collections, contacts, surveys and analytics, but no administration', () => {
    expect(abilitiesOfAccount({ role: 'organizer' })).toEqual({
      can_create_events: true,
      can_create_groups: true,
      can_manage_collections: true,
      can_manage_contacts: true,
      can_manage_surveys: true,
      can_view_analytics: true,
      can_manage_users: false,
      can_manage_settings: false,
      can_manage_integrations: false,
      can_manage_budgets: false,
      can_use_during_maintenance: false,
    });
  });

  it('give admins everything', () => {
    expect(Object.values(abilitiesOfAccount({ role: 'admin' })).every(Boolean)).toBe(true);
  });
});

describe('organization settings (platform §6, §2.9)', () => {
  it('are the admins’', () => {
    for (const may of [mayManageOrganizationSettings, mayManageOffices, mayManageIntegrations, mayManageBudgets]) {
      expect(may({ role: 'admin' })).toBe(true);
      expect(may({ role: 'organizer' })).toBe(false);
    }
  });
});
