import { INVITEE_STATUS_LABELS, RSVP_SUMMARY_LABELS, type GuestFilter } from '@huddle/domain/guest-schemas';

/** The status filter of the guest table, in the summary's words (spec guests §4 Guest status chip). */
export const GUEST_FILTER_LABELS: Record<GuestFilter, string> = {
  all: 'All guests',
  rsvp: RSVP_SUMMARY_LABELS.rsvp,
  maybe_attending: RSVP_SUMMARY_LABELS.maybeAttending,
  not_attending: RSVP_SUMMARY_LABELS.notAttending,
  invited: RSVP_SUMMARY_LABELS.invited,
  scheduled: INVITEE_STATUS_LABELS.scheduled,
};

/** The empty table when a search or a filter is on (the list itself is not empty). */
export const GUESTS_NO_MATCH_TEXT = 'No guests match your search or filter';

export const REMOVE_GUESTS_TITLE = 'Remove guests?';

export function removeGuestsText(names: string[]): string {
  if (names.length === 1) return `${names[0]} will be removed from the guest list.`;
  return `${names.length} guests will be removed from the guest list.`;
}
