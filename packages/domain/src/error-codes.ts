/**
 * The one list of error codes (ARCHITECTURE.md §3.6, docs/api-errors.md). Every REST error body carries one as
 * `code` and every GraphQL error as `extensions.code`, so clients branch on the code and never on the words, which
 * are the spec's and may change. Each code has exactly one HTTP status; the server takes the status from here.
 */
export const ERROR_CODES = {
  /** A request the server cannot read: broken JSON, a cut-off upload, a malformed GraphQL query. */
  bad_request: 400,
  /** No session, or it expired. */
  unauthorized: 401,
  /** The request or the session names another organization than the host's ("Unauthorized access"). */
  organization_mismatch: 401,
  /** The signed-in role may not do this. */
  forbidden: 403,
  /** The account is deactivated or its organization inactive ("Unauthorized access"). */
  access_revoked: 403,
  /** Sign-in before the email address was confirmed. */
  unverified: 403,
  /** A published invite-only event the caller is not invited to. */
  not_invited: 403,
  /** The organization signs in with Okta only. */
  sso_required: 403,
  not_found: 404,
  /** The host names no organization we know. */
  unknown_organization: 404,
  /** The bare domain: the SPA shows the organization finder. */
  no_subdomain: 404,
  /** Public pages, RSVPs and mail answers of an inactive organization. */
  inactive_organization: 404,
  /** A mail RSVP link that is forged, rotated, or names a guest or event that is gone. */
  link_invalid: 404,
  conflict: 409,
  /** A body or upload above the size limit. */
  too_large: 413,
  unsupported_media_type: 415,
  /** Input that breaks a rule; `errors` names the fields when there are any. */
  validation: 422,
  /** The organization's onboarding code is wrong or used. */
  onboard_code_invalid: 422,
  /** The address's domain may not sign up for (or move into) the organization. */
  email_domain_not_allowed: 422,
  /** A mail RSVP link past its life. */
  link_expired: 422,
  /** RSVP refusals (spec events §5), on the event page, the public page and a mail's answer page alike. */
  paused: 422,
  locked: 422,
  ended: 422,
  not_published: 422,
  /** A provider's inbound call (Slack) whose signature is wrong or whose timestamp is outside the replay window. */
  signature_invalid: 401,
  rate_limited: 429,
  /** Anything unexpected; the body never shows internals. */
  internal: 500,
  /** The database is restarting or out of reach: try again shortly (with Retry-After). */
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** Narrows a code read off the wire; a code this build does not know is no code at all. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
