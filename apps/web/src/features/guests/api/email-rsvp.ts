import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailRsvpInput } from '@huddle/domain/communication-schemas';
import type { EmailRsvpAnswerResponse, EmailRsvpDetailsResponse } from '@huddle/domain/contracts/communications';
import { api, withQuery } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';

/**
 * What a mail's RSVP link names (docs/api-communications.md): `event_path` is /event/{id}/view (in the app) or
 * /public/{id}; with `rsvp_pause_active` leaving Yes cannot be undone, so the page asks first; `error` link_expired:
 * the link still names its event, but no longer answers.
 */
export type EmailRsvpDetails = EmailRsvpDetailsResponse;

/** The recorded answer; `email` for the public page's "Change my answer", null for guests who answer in the app. */
export type EmailRsvpAnswer = EmailRsvpAnswerResponse;

/** GET /api/invitees/email_rsvp/event: what a mail's RSVP link names. Reads only. */
export function useEmailRsvpDetails(token: string) {
  return useQuery({
    queryKey: [...eventKeys.all, 'email-rsvp', token] as const,
    queryFn: () => api.get<EmailRsvpDetails>(withQuery('/api/invitees/email_rsvp/event', { token })),
    retry: false,
  });
}

/** POST /api/invitees/email_rsvp: the one click that records the answer (a link's GET never does). */
export function useEmailRsvpAnswer() {
  return useMutation({
    mutationFn: (input: EmailRsvpInput) => api.post<EmailRsvpAnswer>('/api/invitees/email_rsvp', input),
  });
}
