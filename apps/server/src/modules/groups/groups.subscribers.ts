import { subscriber } from '../../domain-events/catalog.ts';
import type { GroupsService } from './groups.service.ts';

/** What groups does when something changes elsewhere (ADR 27). */
export function groupsSubscribers(groups: Pick<GroupsService, 'followChannel'>) {
  return [
    // ADR 33: a synced group's members follow its Slack channel.
    subscriber({
      name: 'groups.slack-channel-members',
      on: 'slack.channel_members_changed',
      handle: ({ payload }) => groups.followChannel(payload),
    }),
  ];
}
