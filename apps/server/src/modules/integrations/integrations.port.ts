import type { DirectoryGroup, DirectoryMember } from '../../integrations/google/directory-client.ts';
import type { SlackMessage } from '../../integrations/slack/slack-client.ts';

export type { SlackMessage } from '../../integrations/slack/slack-client.ts';
export type { DirectoryGroup, DirectoryMember } from '../../integrations/google/directory-client.ts';

/** What a Slack post belongs to: the sender's row, and its version when queued (ADR 33). */
export interface SlackPostSourceRef {
  kind: 'communication' | 'announcement';
  id: number;
  version: number;
}

/** A channel of the organization's workspace as Huddle keeps it (slack_channels). */
export interface SlackChannelRef {
  id: number;
  slackId: string;
  name: string;
  private: boolean;
  selected: boolean;
  syncedGroupId: number | null;
}

/**
 * What other modules use of the integrations module (docs/architecture.md, "Ports"; ADR 33): Slack's channels and
 * posts. Every method runs in the caller's scope and transaction; none talks to Slack (jobs do).
 */
export interface SlackPort {
  /** Slack is configured on this server and connected (not broken) for the caller's organization. */
  isConnected(): Promise<boolean>;
  /** The organization's channels of `ids` (others' and unknown ids are left out), by name. */
  channelsByIds(ids: readonly number[]): Promise<SlackChannelRef[]>;
  /**
   * Queues one post per channel in the caller's transaction (unique per source and channel: queuing again adds
   * nothing) and its delivery job. When all of a source's posts are done, `slack.posts_settled` is published.
   * Returns how many posts were new.
   */
  queuePosts(post: {
    source: SlackPostSourceRef;
    channelIds: readonly number[];
    message: SlackMessage;
  }): Promise<number>;
  /** The posts of sources so far: how many were sent and failed (history rows show it). */
  postCounts(source: Omit<SlackPostSourceRef, 'version'>): Promise<{ pending: number; sent: number; failed: number }>;
  /**
   * Makes `groupId` follow the selected channel `channelId` (null: the group's channel, if any, stops). Refuses
   * (422) a channel that is not selected or already follows another group. A full member sync follows
   * (`slack.channel_members_changed` with `full: true`).
   */
  syncChannelToGroup(groupId: number, channelId: number | null): Promise<void>;
  /** The channel a group follows, if any. */
  channelOfGroup(groupId: number): Promise<SlackChannelRef | null>;
  /** The users (ids) among the channel's members as last read from Slack, matched by email. */
  channelMemberUserIds(channelId: number): Promise<number[]>;
}

/**
 * A press of an RSVP button in Slack (ADR 33), verified and matched: the interactivity job calls the handler in the
 * organization's scope and transaction, and sends the text it answers back to the person, ephemerally.
 * `email` is the Slack user's (users.info), null when Slack gave none.
 */
export interface SlackRsvpPress {
  eventId: number;
  answer: 'yes' | 'maybe' | 'no';
  email: string | null;
  slackUserId: string;
}
export type SlackRsvpHandler = (press: SlackRsvpPress) => Promise<{ text: string }>;

/**
 * Google's directory for the contacts module's Google Groups lists (ADR 36). Each method calls Google, so it is
 * called outside any transaction (a route that declares `ownScope`, or a job) and opens its own short scopes. The
 * grant used is `userId`'s own when connected, else the organization's newest working one. A grant Google refuses
 * is marked broken; a rate limit or an outage is a retryable ProviderError; no grant at all is a 422.
 */
export interface GoogleDirectoryPort {
  /** Whether some admin of the organization has a working grant (in the caller's scope). */
  isConnected(): Promise<boolean>;
  groups(organizationId: number, userId: number): Promise<DirectoryGroup[]>;
  members(organizationId: number, userId: number, groupEmail: string): Promise<DirectoryMember[]>;
}
