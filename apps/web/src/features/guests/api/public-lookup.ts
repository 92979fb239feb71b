import { useMutation } from '@tanstack/react-query';
import type { InviteeStatus } from '@huddle/domain/guest-schemas';
import { api, withQuery } from '../../../lib/api-client';

export interface PublicLookupVariables {
  eventId: number;
  email: string;
}

export interface PublicLookupResponse {
  invitee: { status: InviteeStatus };
}

/** GET /api/invitees/public_lookup: the answer already given from an email address; 404 when there is none. */
export function lookupPublicRsvp({ eventId, email }: PublicLookupVariables): Promise<PublicLookupResponse> {
  return api.get<PublicLookupResponse>(withQuery('/api/invitees/public_lookup', { event_id: eventId, email }));
}

/** Asked on demand (the visitor presses a button), hence a mutation rather than a cached query. */
export function usePublicLookup() {
  return useMutation({ mutationFn: lookupPublicRsvp });
}
