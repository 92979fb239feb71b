import type { LinkBase } from '../../lib/links.ts';
import type { Actor } from '../auth/actor.ts';

/**
 * What other modules use of communications (docs/architecture.md, "Ports"): the follow-up of an event's save (the
 * events module) and the post-event survey's sends (the surveys module, ADR 19).
 */
export interface CommunicationsPort {
  /** After a published event is saved: waiting invitations follow its start; with sendUpdates, guests are told. */
  eventSaved(
    actor: Actor,
    eventId: number,
    options: { sendUpdates: boolean; message: string; linkBase: LinkBase },
  ): Promise<void>;
  /** The survey's send, at `scheduledFor` or now; false while an earlier one still waits or goes out. */
  sendSurvey(
    actor: Actor,
    eventId: number,
    subject: string,
    scheduledFor: Date | null,
    linkBase: string,
  ): Promise<boolean>;
  rescheduleSurveySends(eventId: number, at: Date | null): Promise<void>;
  cancelSurveySends(eventId: number): Promise<void>;
}
