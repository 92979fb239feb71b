import type { Actor } from '../auth/actor.ts';

/**
 * What other modules use of communications (docs/architecture.md, "Ports"): the post-event survey's sends (the
 * surveys module, ADR 19). The follow-up of an event's save is a subscriber (communications.subscribers.ts).
 */
export interface CommunicationsPort {
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

/** The Slack channels the invitations of events went or go to (collection announcements, ADR 33). */
export interface InvitedChannelsPort {
  /** Our slack_channels ids that received or are scheduled to receive a Slack invitation of one of `eventIds`. */
  slackChannelsInvitedTo(eventIds: readonly number[]): Promise<number[]>;
}
