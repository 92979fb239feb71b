import { RSVP_MESSAGES } from '@huddle/domain/guest-schemas';
import { AUTH_MESSAGES } from '@huddle/domain/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';

/**
 * The text of a refused RSVP (spec guests §8): 403 (signed in) or 401 (public) is "not allowed"; field errors read
 * "key: message" joined by commas; anything else is the server's own words (e.g. the pause rules' 422).
 */
export function rsvpErrorMessage(error: unknown, audience: 'member' | 'public' = 'public'): string {
  if (audience === 'member') {
    // Signed in, a 401 means the session has gone, not that the person may not answer.
    if (isApiError(error, 401)) return AUTH_MESSAGES.sessionExpired;
    if (isApiError(error, 403)) return RSVP_MESSAGES.notAllowed;
  }
  if (isApiError(error, 401) || isApiError(error, 403)) return RSVP_MESSAGES.notAllowed;
  if (isApiError(error) && error.errors) {
    const lines = Object.entries(error.errors).flatMap(([key, messages]) =>
      messages.map((message) => `${key}: ${message}`),
    );
    if (lines.length > 0) return lines.join(', ');
  }
  return errorMessage(error);
}
