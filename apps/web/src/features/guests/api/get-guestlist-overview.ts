import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../lib/api-client';
import { guestKeys } from './guest-keys';
import type { GuestlistOverview } from './guest-models';

export const GUESTLIST_OVERVIEW_QUERY = `query GuestlistOverview($eventId: ID!) {
  guestlistOverview(eventId: $eventId) {
    statusCounts { rsvp maybeAttending notAttending invited scheduled }
    attendedCounts { yes no notRecorded }
    attendedAttendanceCounts { virtual inPerson unknown }
  }
}`;

export function fetchGuestlistOverview(eventId: number): Promise<GuestlistOverview> {
  return graphql<{ guestlistOverview: GuestlistOverview }>(GUESTLIST_OVERVIEW_QUERY, {
    eventId: String(eventId),
  }).then((data) => data.guestlistOverview);
}

/** The RSVP and attendance counts of the guests tab's overview. */
export function useGuestlistOverview(eventId: number) {
  return useQuery({
    queryKey: guestKeys.overview(eventId),
    queryFn: () => fetchGuestlistOverview(eventId),
  });
}
