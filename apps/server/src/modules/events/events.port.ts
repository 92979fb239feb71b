import type { EventInput } from '@huddle/domain/event-schemas';
import type { Actor } from '../auth/actor.ts';
import type { LoadedEvents } from './events.presenter.ts';
import type { EventRow } from './events.repository.ts';

/**
 * What other modules use of events (docs/architecture.md, "Ports"): the event guard and rows of the guests,
 * communications, surveys, budgets and analytics modules, the AI's save, and the events' rule of who sees an event
 * in SQL (collections, budgets, analytics) so that no second rule grows beside the lists'.
 */
export { presentOneEvent, type LoadedEvents } from './events.presenter.ts';
export type { EventRow } from './events.repository.ts';
export { hostedBy, ofUser, seenBy, type EventViewer } from './events.sql.ts';

export interface CoverChange {
  image?: Buffer | undefined;
  /** coverImageChanged without a file: remove the banner. */
  removed?: boolean | undefined;
}

/** An event the caller may view, with whether they host it and manage it (policy/events mayManageEvent). */
export interface EventAccess {
  row: EventRow;
  isHost: boolean;
  manager: boolean;
}

export interface EventsPort {
  /** The guard: 404 for a hidden draft, 403 to the uninvited of a private event (spec events §2). */
  access(actor: Actor, id: number): Promise<EventAccess>;
  /** An event's row of the scope's organization (a visitor of its host, a job), or null. */
  findForPublic(id: number): Promise<EventRow | null>;
  /** Rows another module holds, loaded for its route to present. */
  load(actor: Actor, rows: EventRow[]): Promise<LoadedEvents>;
  /** Create (id null) or update an event; `afterSave` runs once it is written, before it is loaded. */
  save(
    actor: Actor,
    id: number | null,
    input: EventInput,
    cover: CoverChange,
    publish: boolean,
    afterSave?: (eventId: number) => Promise<void>,
  ): Promise<LoadedEvents>;
  /** The rsvp_pause rules (spec events §4), checked now; the returned function writes it in the caller's transaction. */
  prepareRsvpPause(actor: Actor, id: number, active: boolean): Promise<() => Promise<void>>;
  /** RSVPs pause and reopen after publishing (spec events §4). */
  setRsvpPause(actor: Actor, id: number, active: boolean): Promise<{ event: LoadedEvents; message: string }>;
}
