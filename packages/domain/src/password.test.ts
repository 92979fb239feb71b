import { describe, expect, it } from 'vitest';
import { signUpForm, signUpInput } from './auth-schemas.ts';
import { isStrongPassword, PASSWORD_RULES_MESSAGE, passwordSchema, unmetPasswordRules } from './password.ts';

describe('password rules', () => {
  it('accepts a password with length, upper, lower, number and special character', () => {
    expect(isStrongPassword('Password1!')).toBe(true);
    for (const special of '!@#$%&*()+?/') expect(isStrongPassword(`Abcdefg1${special}`)).toBe(true);
  });

  it('names each unmet rule', () => {
    expect(unmetPasswordRules('Ab1!')).toEqual(['length']);
    expect(unmetPasswordRules('password1!')).toEqual(['uppercase']);
    expect(unmetPasswordRules('PASSWORD1!')).toEqual(['lowercase']);
    expect(unmetPasswordRules('Password!!')).toEqual(['number']);
    expect(unmetPasswordRules('Password12')).toEqual(['special']);
    expect(unmetPasswordRules('')).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
  });

  it('does not count other symbols as special characters', () => {
    expect(unmetPasswordRules('Password1^')).toEqual(['special']);
    expect(unmetPasswordRules('Password1-')).toEqual(['special']);
  });

  it('gives the one message for the server', () => {
    const result = passwordSchema.safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_RULES_MESSAGE);
  });
});

describe('sign-up schemas', () => {
  const base = {
    first_name: 'A',
    last_name: 'B',
    email: 'A@Acme.Test',
    password: 'Password1!',
    password_confirmation: 'Password1!',
  };

  it('normalizes the email and requires matching passwords on the server', () => {
    const ok = signUpInput.parse({ ...base, organization_id: '3' });
    expect(ok.email).toBe('a@acme.test');
    expect(ok.organization_id).toBe(3);
    const bad = signUpInput.safeParse({ ...base, organization_id: 3, password_confirmation: 'x' });
    expect(bad.error?.issues.map((i) => i.message)).toContain("Password confirmation doesn't match password.");
  });

  it('shows the form messages: email, mismatch, terms, names', () => {
    const result = signUpForm.safeParse({
      ...base,
      email: 'nope',
      first_name: ' ',
      password_confirmation: 'x',
      terms: false,
    });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      email: 'You must enter a valid email address',
      first_name: 'First name is required',
      terms: 'You must accept the terms and conditions',
    });
    const mismatch = signUpForm.safeParse({ ...base, terms: true, password_confirmation: 'x' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: "Passwords don't match",
    });
  });
});
