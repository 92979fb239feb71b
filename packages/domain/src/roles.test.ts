import { describe, expect, it } from 'vitest';
import { can, hasMinimumRole, roleFromFlags } from './roles.ts';

describe('roles', () => {
  it('orders admin over organizer over user', () => {
    expect(hasMinimumRole('admin', 'organizer')).toBe(true);
    expect(hasMinimumRole('organizer', 'organizer')).toBe(true);
    expect(hasMinimumRole('user', 'organizer')).toBe(false);
    expect(hasMinimumRole('organizer', 'admin')).toBe(false);
  });

  it('grants the capabilities of the spec table', () => {
    expect(can('user', 'viewEvents')).toBe(true);
    expect(can('user', 'createGroups')).toBe(false);
    expect(can('organizer', 'manageContacts')).toBe(true);
    expect(can('organizer', 'managePlatformSettings')).toBe(false);
    expect(can('admin', 'manageIntegrations')).toBe(true);
  });

  it('derives the role from the flags', () => {
    expect(roleFromFlags({ is_admin: true, is_organizer: false })).toBe('admin');
    expect(roleFromFlags({ is_admin: false, is_organizer: true })).toBe('organizer');
    expect(roleFromFlags({ is_admin: false, is_organizer: false })).toBe('user');
  });
});
