import { z } from 'zod';
import { emailSchema, PASSWORDS_DONT_MATCH, timezoneSchema } from './auth-schemas.ts';
import { OTP_LENGTH } from './constants.ts';
import { passwordSchema } from './password.ts';

/** Form-side schemas of the web screens; the API inputs in auth-schemas.ts stay the server's contract. */
export const OTP_FORMAT_MESSAGE = `Enter the ${OTP_LENGTH}-digit code from the email`;
export const SUBDOMAIN_MESSAGE = 'Enter your organization’s subdomain (letters, numbers and hyphens)';

const confirmation = z.string();
const matching = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;
/** Check the pair even while other fields are invalid, so the form shows every problem at once. */
const bothTyped = (payload: { value: unknown }) => {
  const value = payload.value as Partial<Record<'password' | 'password_confirmation', unknown>> | undefined;
  return typeof value?.password === 'string' && typeof value.password_confirmation === 'string';
};
const mismatch = { path: ['password_confirmation'], message: PASSWORDS_DONT_MATCH, when: bothTyped };

export const loginForm = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginForm>;

export const otpForm = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_FORMAT_MESSAGE),
});
export type OtpForm = z.infer<typeof otpForm>;

export const resetPasswordForm = z.object({ email: emailSchema });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const changePasswordForm = z
  .object({ password: passwordSchema, password_confirmation: confirmation })
  .refine(matching, mismatch);
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const updatePasswordForm = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    password: passwordSchema,
    password_confirmation: confirmation,
  })
  .refine(matching, mismatch);
export type UpdatePasswordForm = z.infer<typeof updatePasswordForm>;

export const findOrganizationForm = z.object({
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, SUBDOMAIN_MESSAGE),
});
export type FindOrganizationForm = z.infer<typeof findOrganizationForm>;

const requiredText = (label: string) => z.string().trim().min(1, `${label} is required`);

/** Edit profile: email is required (spec §5); office may stay empty outside the welcome step. */
export const editProfileForm = z.object({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email: z.string().trim().min(1, 'Email is required').pipe(emailSchema),
  office_id: z.number().int().positive().nullable(),
  timezone: timezoneSchema,
});

export const AVATAR_TYPE_MESSAGE = 'You must upload an image file.';
export const AVATAR_SIZE_MESSAGE = 'The image must be 5 MB or smaller.';
