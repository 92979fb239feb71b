import { useMutation } from '@tanstack/react-query';
import type { PublicLookupResponse as PublicLookupAnswer } from '@huddle/domain/contracts/guests';
import { api, withQuery } from '../../../lib/api-client';

export interface PublicLookupVariables {
  eventId: number;
  email: string;
}

export type PublicLookupResponse = PublicLookupAnswer;

/** GET /api/invitees/public_lookup: the answer already given from an email address; 404 when there is none. */
export function lookupPublicRsvp({ eventId, email }: PublicLookupVariables): Promise<PublicLookupResponse> {
  return api.get<PublicLookupResponse>(withQuery('/api/invitees/public_lookup', { event_id: eventId, email }));
}

/** Asked on demand (the visitor presses a button), hence a mutation rather than a cached query. */
export function usePublicLookup() {
  return useMutation({ mutationFn: lookupPublicRsvp });
}
