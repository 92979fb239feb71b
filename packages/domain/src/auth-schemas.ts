import { z } from 'zod';
import { idSchema } from './ids.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { passwordSchema } from './password.ts';

export const EMAIL_MESSAGE = 'You must enter a valid email address';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

const id = idSchema;
const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_MESSAGE }));

export const loginInput = z.object({
  user: z.object({
    email: emailSchema,
    organization_id: id,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
  }),
});
export type LoginInput = z.infer<typeof loginInput>;

/** Temporary onboarding credentials: the organization's subdomain and its onboarding code. */
export const adminLoginInput = z.object({
  user: z.object({
    organization_id: id,
    username: z.string().trim().min(1, 'Username is required'),
    password: z.string().min(1, 'Password is required'),
  }),
});

export const mfaLoginInput = z.object({
  code: z.string({ error: AUTH_MESSAGES.invalidOtp }).trim().min(1, AUTH_MESSAGES.invalidOtp),
  user_id: id,
});

const passwordPair = {
  password: passwordSchema,
  password_confirmation: z.string({ error: 'Password confirmation is required' }),
};

function confirmationMatches(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: AUTH_MESSAGES.passwordConfirmationMismatch,
    });
  }
}

export const signUpInput = z
  .object({
    first_name: required('First name'),
    last_name: required('Last name'),
    email: emailSchema,
    organization_id: id,
    onboard_code: z.string().trim().min(1).optional(),
    /** The secret of an invitation mail's sign-up link: it proves the address, so no verification mail. */
    invitation_token: z.string().trim().min(1).max(200).optional(),
    ...passwordPair,
  })
  .superRefine(confirmationMatches);
export type SignUpInput = z.infer<typeof signUpInput>;

/** The sign-up form adds the terms checkbox and "Passwords don't match" under the confirmation field. */
export const signUpForm = z
  .object({
    first_name: required('First name'),
    last_name: required('Last name'),
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    terms: z.literal(true, { error: 'You must accept the terms and conditions' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORDS_DONT_MATCH,
  });
export type SignUpForm = z.infer<typeof signUpForm>;

export const resendVerificationInput = z.object({ email: emailSchema, organization_id: id.optional() });
/** The link proves the mailbox, the password proves who signed up: both are needed (no pre-hijacking, issue 12). */
export const verifyInput = z.object({
  confirmation_token: z.string().trim().min(1, AUTH_MESSAGES.accountNotVerified),
  password: z.string().min(1, AUTH_MESSAGES.verifyPasswordRequired),
});
export const resetPasswordInput = z.object({
  email: emailSchema,
  origin_url: z.string().optional(),
  organization_id: id.optional(),
});
export const changePasswordInput = z
  .object({ token: z.string().trim().min(1, AUTH_MESSAGES.resetLinkInvalid), ...passwordPair })
  .superRefine(confirmationMatches);
export const updatePasswordInput = z
  .object({ current_password: z.string().min(1, 'Current password is required'), ...passwordPair })
  .superRefine(confirmationMatches);
/** Turning two-factor off needs the current password (the service checks it; turning it on does not). */
export const update2faInput = z.object({
  enable: z.union([z.boolean(), z.enum(['true', 'false'])]),
  current_password: z.string().optional(),
});
export const confirmEmailInput = z.object({ token: z.string().trim().min(1, AUTH_MESSAGES.emailChangeLinkInvalid) });

export const timezoneSchema = z
  .string()
  .trim()
  .min(1, 'Timezone is required')
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a valid timezone');

/** Welcome step (JSON) and the Edit profile form (multipart) both post to update_profile. */
export const updateProfileInput = z.object({
  first_name: required('First name').optional(),
  last_name: required('Last name').optional(),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .toLowerCase()
    .pipe(z.email({ error: EMAIL_MESSAGE }))
    .optional(),
  timezone: timezoneSchema.optional(),
  /** Needed when the email changes (the service checks it). */
  current_password: z.string().optional(),
  office_id: z.union([id, z.literal('').transform(() => null), z.null()]).optional(),
  office_raw: z.string().trim().min(1).optional(),
  welcome: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  profileImageChanged: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
