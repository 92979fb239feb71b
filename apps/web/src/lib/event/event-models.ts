import type {
  EventHostRecord,
  EventListResponse,
  EventRecord,
  EventPageSurveys,
  EventResourceRecord,
  EventResponse as EventReadResponse,
  EventSavedResponse as EventSaveAnswer,
  MyInviteeRecord,
} from '@huddle/domain/contracts/events';

/*
 * The event JSON as the server presents it: the types come from the routes' response contract
 * (packages/domain/src/contracts/events.ts), so a field the server changes changes here too. The web's names stay.
 */
export type EventHost = EventHostRecord;
export type EventResource = EventResourceRecord;
export type HuddleEvent = EventRecord;
/**
 * GET /api/events/{id}: the event with its surveys. The survey fields are optional here: a save's answer (without
 * them) may stand in the same cache entry until the page is read again.
 */
export type EventResponse = { event: EventReadResponse['event'] & Partial<EventPageSurveys> };
/** A save, publish or RSVP pause: the event and what happened. */
export type EventSavedResponse = EventSaveAnswer;
export type EventPage = EventListResponse;
/** The signed-in caller's own guest row (docs/api-guests.md); null when not on the list or for public visitors. */
export type MyInvitee = MyInviteeRecord;
