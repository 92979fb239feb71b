import { describe, expect, it } from 'vitest';
import { contactColumnFor, contactInput, CONTACT_MESSAGES, prepareContactRows } from './contact-schemas.ts';

describe('contact CSV rows (spec §5 CSV contact upload)', () => {
  it('matches columns loosely', () => {
    expect(['E-mail Address', 'First Name', 'last', 'Surname', 'Role', 'ID', 'Phone'].map(contactColumnFor)).toEqual([
      'email',
      'first_name',
      'last_name',
      'last_name',
      'role',
      'id',
      null,
    ]);
  });
  it('keeps valid rows, skips invalid ones and removes duplicates by email', () => {
    const prepared = prepareContactRows([
      ['Email', 'First name', 'Last name', 'Role'],
      ['ada@example.com', 'Ada', 'Lovelace', 'Admin'],
      ['ADA@example.com', 'Ada', 'Again', ''],
      ['no-at-sign', 'Bad', 'Row', ''],
      ['', 'Empty', 'Email', ''],
      ['', '', '', ''],
      ['grace@example.com', '=cmd()', '', 'chief'],
    ]);
    expect(prepared).toEqual({
      valid: [
        { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', role: 'admin' },
        { email: 'grace@example.com', first_name: '=cmd()', last_name: '', role: undefined },
      ],
      invalidCount: 2,
      duplicateCount: 1,
      hasEmailColumn: true,
    });
  });
  it('notices a file without an email column', () => {
    expect(prepareContactRows([['name'], ['Ada']])).toMatchObject({
      valid: [],
      invalidCount: 1,
      hasEmailColumn: false,
    });
  });
});

describe('contactInput (spec §5 Contact create/edit)', () => {
  it('uses the spec messages', () => {
    const r = contactInput.safeParse({ email: 'nope', first_name: '', last_name: '' });
    expect(r.error!.issues.map((i) => i.message)).toEqual([
      CONTACT_MESSAGES.emailFormat,
      CONTACT_MESSAGES.firstNameRequired,
      CONTACT_MESSAGES.lastNameRequired,
    ]);
  });
});
