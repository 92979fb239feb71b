import { useMutation } from '@tanstack/react-query';
import type { PublicRsvpInput } from '@huddle/domain/guest-schemas';
import { api } from '../../../lib/api-client';
import type { RsvpInvitee } from './guest-models';

export interface PublicRsvpResponse {
  /** Only the visitor's own answer (docs/api-guests.md); null when the address must prove itself first (202). */
  invitee: Pick<RsvpInvitee, 'status'> | null;
  /** 202 (ADR 10): nothing recorded yet; a mail went to the address (a link to confirm, or to sign in). */
  proof_required?: boolean;
  message: string;
}

/** POST /api/invitees/public_rsvp: a visitor without an account answers with their name and email. */
export function submitPublicRsvp(input: PublicRsvpInput): Promise<PublicRsvpResponse> {
  return api.post<PublicRsvpResponse>('/api/invitees/public_rsvp', input);
}

export function usePublicRsvp() {
  return useMutation({ mutationFn: submitPublicRsvp });
}
