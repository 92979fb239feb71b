import { useMutation, useQuery } from '@tanstack/react-query';
import type { EmailRsvpInput, MailRsvpError } from '@huddle/domain/communication-schemas';
import type { InviteeStatus } from '@huddle/domain/guest-schemas';
import { api, withQuery } from '../../../lib/api-client';
import { eventKeys } from '../../../lib/event/event-keys';

export interface EmailRsvpDetails {
  event: { id: number; name: string; start_at: string; ends_at: string; timezone: string };
  /** Where the guest sees the event: /event/{id}/view (in the app) or /public/{id}. */
  event_path: string;
  status: InviteeStatus | null;
  /** RSVPs are paused: leaving Yes cannot be undone, so the page asks first. */
  rsvp_pause_active: boolean;
  /** link_expired: the link still names its event, but no longer answers. */
  error: MailRsvpError | null;
}

export interface EmailRsvpAnswer {
  invitee: { status: InviteeStatus };
  event_path: string;
  /** For the public page's "Change my answer"; null for guests who answer in the app. */
  email: string | null;
  message: string;
}

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
