import type { RsvpAnswer, RsvpSource } from '@huddle/domain/guest-schemas';

/** An event's times, as ISO strings (a payload is JSON). */
export interface EventTimes {
  startAt: string;
  endsAt: string;
}

/**
 * Every domain event (ADR 27): the facts a service states in its transaction, by name, with what a subscriber needs
 * to decide. A payload carries ids, never whole rows: a subscriber reads what it needs in its own scope. The
 * publisher adds the organization (`DomainEvent.organizationId`).
 */
export interface DomainEventCatalog {
  /** A draft became a published event (the publish action; events.service save). */
  'event.published': { eventId: number; actorId: number };
  /**
   * An existing event was saved from its edit form (PUT /api/events/:id): with `sendUpdates` its guests get the
   * update with `message`. Links in it come from configuration (ADR 11), which the subscriber has: no link base here.
   */
  'event.updated': { eventId: number; actorId: number; published: boolean; sendUpdates: boolean; message: string };
  /** An existing event's start or end moved (by its edit form or the publish action). */
  'event.time_changed': { eventId: number; previous: EventTimes; current: EventTimes };
  /** An event was deleted, with its guests and communications. */
  'event.deleted': { eventId: number; actorId: number; wasPublished: boolean };
  /** A guest answered an event (the event page, a mail's button, the public page). */
  'guest.answered': {
    eventId: number;
    inviteeId: number;
    userId: number | null;
    status: RsvpAnswer;
    previousStatus: string | null;
    source: RsvpSource;
  };
  /** Guests were taken off an event's list by its managers. */
  'guest.removed': { eventId: number; inviteeIds: number[]; actorId: number };
  /**
   * People joined or left a group, or its admins added or removed them; `actorId` null when the group's Slack
   * channel changed them (ADR 33).
   */
  'group.members_changed': { groupId: number; added: number[]; removed: number[]; actorId: number | null };
  /** An admin deactivated a user (their sessions end in the same transaction). */
  'user.deactivated': { userId: number; actorId: number };
  /**
   * Every Slack post of a source is done (ADR 33): how many were posted and how many failed for good, with the last
   * failure's Slack error code. The source's module moves its row to Sent or Failed.
   */
  'slack.posts_settled': {
    source: { kind: 'communication' | 'announcement'; id: number; version: number };
    sent: number;
    failed: number;
    error: string | null;
  };
  /**
   * The members of a Slack channel changed as Huddle knows them: Slack's member_joined_channel / member_left_channel
   * (`added`, `removed`: user ids matched by email) or a full read of the channel (`full`: the group that follows
   * the channel takes the channel's members as they are, channelMemberUserIds).
   */
  'slack.channel_members_changed': {
    channelId: number;
    groupId: number | null;
    full: boolean;
    added: number[];
    removed: number[];
  };
}

export type DomainEventName = keyof DomainEventCatalog;

/** A domain event as subscribers receive it. */
export interface DomainEvent<N extends DomainEventName = DomainEventName> {
  id: number;
  name: N;
  organizationId: number;
  payload: DomainEventCatalog[N];
  createdAt: Date;
}

/** One subscriber of one event: `name` is unique and kept with each delivery, so rename it never. */
export interface Subscriber<N extends DomainEventName = DomainEventName> {
  name: string;
  on: N;
  /** Runs in the event's organization scope and transaction; the delivery of it is recorded in that transaction. */
  handle(event: DomainEvent<N>): Promise<void>;
}

/** A subscriber of any event, as the registry keeps it. */
export type AnySubscriber = { [N in DomainEventName]: Subscriber<N> }[DomainEventName];

/** A subscriber, typed by its event (lets `handle` see the event's payload). */
export const subscriber = <N extends DomainEventName>(s: Subscriber<N>) => s as AnySubscriber;
