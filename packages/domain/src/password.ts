import { z } from 'zod';

/** Spec platform §5 / §9: minimum length 8 and four character classes. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%&*()+?/';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';
  label: string;
  test: (password: string) => boolean;
}

const special = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[()*+?/]/g, '\\$&')}]`);

/** Shown as live chips under the password field; the server applies the same list. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `${PASSWORD_MIN_LENGTH}+ characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'Uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'Lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'number', label: 'Number', test: (p) => /[0-9]/.test(p) },
  { id: 'special', label: 'Special character (! @ # $ % & * ( ) + ? /)', test: (p) => special.test(p) },
];

export const PASSWORD_RULES_MESSAGE =
  'Password must have at least 8 characters, one uppercase letter, one lowercase letter, one number and one special character from ! @ # $ % & * ( ) + ? /';

export function unmetPasswordRules(password: string): PasswordRule['id'][] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

export function isStrongPassword(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .refine(isStrongPassword, PASSWORD_RULES_MESSAGE);
