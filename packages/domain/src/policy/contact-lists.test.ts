import { describe, expect, it } from 'vitest';
import { abilitiesOfContactList, mayEditContactList, mayViewContactList } from './contact-lists.ts';

const admin = { userId: 1, role: 'admin' } as const;
const owner = { userId: 2, role: 'organizer' } as const;
const other = { userId: 3, role: 'organizer' } as const;
const shared = { isPublic: true, ownerId: 2 };
const mine = { isPublic: false, ownerId: 2 };

describe('contact lists (guests §3, §8)', () => {
  it('share public lists with everyone and keep private ones to their owner, admins included', () => {
    expect(mayViewContactList(other, shared)).toBe(true);
    expect(mayViewContactList(owner, mine)).toBe(true);
    expect(mayViewContactList(other, mine)).toBe(false);
    expect(mayViewContactList(admin, mine)).toBe(false);
  });

  it('are changed by their owner or an admin', () => {
    expect(mayEditContactList(owner, shared)).toBe(true);
    expect(mayEditContactList(admin, shared)).toBe(true);
    expect(mayEditContactList(other, shared)).toBe(false);
    expect(mayEditContactList(admin, mine)).toBe(false);
  });

  it('carry the abilities for the reader', () => {
    expect(abilitiesOfContactList(owner, mine)).toEqual({ can_edit: true, can_delete: true });
    expect(abilitiesOfContactList(other, shared)).toEqual({ can_edit: false, can_delete: false });
  });
});
