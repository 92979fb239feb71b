import { OKTA_MESSAGES } from '@huddle/domain/okta-schemas';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import type { SignUpForm } from '@huddle/domain/auth-schemas';
import type { ErrorCode } from '@huddle/domain/error-codes';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { errorMessage, hasErrorCode, isApiError } from '../../../lib/api-client';

/** The refusals the server words "Unauthorized access": another organization, a deactivated account or organization. */
const NOT_THIS_ORGANIZATION: ErrorCode[] = ['organization_mismatch', 'access_revoked'];

/** Spec §8: "Unauthorized access" becomes the organization message; otherwise the server's words. */
export function loginErrorMessage(error: unknown): string {
  if (hasErrorCode(error, ...NOT_THIS_ORGANIZATION)) return AUTH_MESSAGES.notAuthorizedForOrganization;
  if (isApiError(error, 401)) return error.error ?? AUTH_MESSAGES.invalidCredentials;
  if (isApiError(error, 429)) return error.error ?? AUTH_MESSAGES.tooManyRequests;
  return errorMessage(error, AUTH_MESSAGES.somethingWentWrong);
}

/**
 * Spec §8: a failed Google sign-in says "Something went wrong!" (or that cookies are off), a failed Okta one its own
 * sentence; "Unauthorized access" names the organization, and an address outside its domains says so.
 */
export function ssoErrorMessage(provider: 'google' | 'okta', error: unknown): string {
  if (hasErrorCode(error, ...NOT_THIS_ORGANIZATION)) return AUTH_MESSAGES.notAuthorizedForOrganization;
  if (hasErrorCode(error, 'email_domain_not_allowed')) return errorMessage(error);
  if (provider === 'okta') return OKTA_MESSAGES.signInFailed;
  // Without cookies no session can stick: say so rather than "Something went wrong!" (spec §8).
  return navigator.cookieEnabled ? AUTH_MESSAGES.somethingWentWrong : AUTH_MESSAGES.googleCookiesDisabled;
}

export function isUnverifiedError(error: unknown): boolean {
  return hasErrorCode(error, 'unverified');
}

const SIGN_UP_FIELDS: FieldPath<SignUpForm>[] = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
];

/** Server refusals whose words say something the generic sign-up message would hide. */
const SPECIFIC_SIGN_UP_ERRORS: ErrorCode[] = ['email_domain_not_allowed', 'onboard_code_invalid', 'sso_required'];

/**
 * Spec §8 sign-up errors: confirmation errors and 409 have fixed texts, field errors go under their
 * fields, anything else reads "Invalid Email or Password! Please try again.". Returns the form-level text.
 */
export function applySignUpError(error: unknown, setError: UseFormSetError<SignUpForm>): string | null {
  // Spec §8, as on login: "Unauthorized access" names the organization instead.
  if (hasErrorCode(error, ...NOT_THIS_ORGANIZATION)) return AUTH_MESSAGES.notAuthorizedForOrganization;
  // An invitation that expired or was revoked (docs/api-admin.md): nothing the fields can fix.
  const invitationError = isApiError(error) ? error.errors?.invitation_token?.[0] : undefined;
  if (invitationError) return invitationError;
  if (isApiError(error, 409)) {
    setError('email', { message: AUTH_MESSAGES.emailInUse });
    return AUTH_MESSAGES.emailInUse;
  }
  if (isApiError(error) && error.errors) {
    let placed = false;
    for (const [field, messages] of Object.entries(error.errors)) {
      if (!SIGN_UP_FIELDS.includes(field as FieldPath<SignUpForm>)) continue;
      const message = field === 'password_confirmation' ? AUTH_MESSAGES.passwordConfirmationMismatch : messages[0];
      setError(field as FieldPath<SignUpForm>, { message });
      placed = true;
    }
    if (error.errors.password_confirmation) return AUTH_MESSAGES.passwordConfirmationMismatch;
    if (placed) return null;
  }
  if (hasErrorCode(error, ...SPECIFIC_SIGN_UP_ERRORS) && error.error) return error.error;
  if (isApiError(error, 429)) return AUTH_MESSAGES.tooManyRequests;
  return AUTH_MESSAGES.invalidCredentials;
}
