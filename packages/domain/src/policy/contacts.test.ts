import { describe, expect, it } from 'vitest';
import {
  abilitiesOfContact,
  contactDeletion,
  contactEmailChange,
  mayAssignRolesOnUpload,
  mayManageContacts,
  type ContactFacts,
} from './contacts.ts';

const admin = { userId: 1, role: 'admin' } as const;
const organizer = { userId: 2, role: 'organizer' } as const;
const contact: ContactFacts = { id: 5, hasAccount: false, leads: false, role: 'user' };

describe('contacts (guests §6)', () => {
  it('are an organizer-or-above area', () => {
    expect(mayManageContacts(organizer)).toBe(true);
    expect(mayManageContacts({ role: 'user' })).toBe(false);
  });

  it('delete only people without an account who lead nothing, never oneself (ADR 7)', () => {
    expect(contactDeletion(organizer, contact)).toBe('allowed');
    expect(contactDeletion(organizer, { ...contact, id: 2 })).toBe('self');
    expect(contactDeletion(admin, { ...contact, hasAccount: true })).toBe('has_account');
    expect(contactDeletion(admin, { ...contact, leads: true })).toBe('leads');
  });

  it('keep the email of an account, and of an organizer or admin unless an admin moves it', () => {
    expect(contactEmailChange(organizer, contact)).toBe('allowed');
    expect(contactEmailChange(admin, { ...contact, hasAccount: true })).toBe('has_account');
    expect(contactEmailChange(organizer, { ...contact, role: 'organizer' })).toBe('role_locked');
    expect(contactEmailChange(organizer, { ...contact, role: 'admin' })).toBe('role_locked');
    expect(contactEmailChange(admin, { ...contact, role: 'organizer' })).toBe('allowed');
  });

  it('take roles from an admin’s file only', () => {
    expect(mayAssignRolesOnUpload(admin)).toBe(true);
    expect(mayAssignRolesOnUpload(organizer)).toBe(false);
  });

  it('carry the abilities for the reader', () => {
    expect(abilitiesOfContact(organizer, contact)).toEqual({ can_delete: true, can_change_email: true });
    expect(abilitiesOfContact(organizer, { ...contact, role: 'admin', leads: true })).toEqual({
      can_delete: false,
      can_change_email: false,
    });
  });
});
