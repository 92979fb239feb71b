/**
 * One UID per event for every calendar file Huddle writes (the download and the mailed invitations): a calendar
 * replaces an earlier invitation only when an update carries the same UID.
 */
export const eventUid = (eventId: number) => `event-${eventId}@huddle`;

export const CALENDAR_PRODUCT = { company: 'Huddle', product: 'Huddle events' };
