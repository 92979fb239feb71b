import type { SlackChannelRecord, SlackStatusRecord } from '@huddle/domain/contracts/slack';
import type { SlackChannelRef } from './integrations.port.ts';
import type { SlackService } from './slack.service.ts';

/** A channel as the contract shows it (contracts/slack.ts). */
export const presentChannel = (c: SlackChannelRef): SlackChannelRecord => ({
  id: c.id,
  slack_id: c.slackId,
  name: c.name,
  private: c.private,
  selected: c.selected,
  synced_group_id: c.syncedGroupId,
});

type Syncable = Awaited<ReturnType<SlackService['syncables']>>[number];

/** A synced channel with its members (spec platform §3 "Slack channel (syncable)"). */
export const presentSyncable = (c: Syncable) => ({
  ...presentChannel(c),
  members_synced_at: c.membersSyncedAt?.toISOString() ?? null,
  slack_users: c.members.map((m) => ({
    id: m.slackUserId,
    email: m.email,
    employee: m.userId ? { id: m.userId, first_name: m.firstName ?? '', last_name: m.lastName ?? '' } : null,
  })),
});

export const presentStatus = (s: Awaited<ReturnType<SlackService['status']>>): SlackStatusRecord => ({
  configured: s.configured,
  status: s.status,
  team_name: s.teamName,
  error: s.error,
  channels_synced_at: s.channelsSyncedAt,
  synced_channels_count: s.syncedChannelsCount,
});
