import { z } from 'zod';
import { accountUserSchema } from './users.ts';

/**
 * The JSON the auth routes answer (docs/api-auth.md "Calls": sign-in, sign-up, verification, passwords, the second
 * factor and the account routes registered with them), in the pattern of contracts/events.ts.
 */

const id = z.number().int().positive();

/** The caller's own user as a sign-in answers it: the users module's presentSelf (contracts/users.ts). */
export const sessionUserSchema = accountUserSchema;

/** A session began: the user and the token (also set as the httpOnly cookie). */
export const sessionResponse = z.object({ user: sessionUserSchema, token: z.string() });
/** The password was right and the second factor is due (POST /api/users/mfa_login). */
export const mfaRequiredResponse = z.object({ mfa_required: z.literal(true), user_id: id });
/** POST /api/users/login. */
export const loginResponse = z.union([sessionResponse, mfaRequiredResponse]);
/** POST /api/admins/login: the onboarding token, not a session. */
export const adminLoginResponse = z.object({ token: z.string(), organization_id: id });
/** POST /api/users and /api/admins: a verification mail went out, or (with an onboarding code) a session began. */
export const signUpResponse = z.union([sessionResponse, z.object({ message: z.string() })]);

export type SessionUserRecord = z.infer<typeof sessionUserSchema>;
export type SessionResponse = z.infer<typeof sessionResponse>;
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponse>;
export type LoginResponse = z.infer<typeof loginResponse>;
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;
export type SignUpResponse = z.infer<typeof signUpResponse>;
