import { subscriber } from '../../domain-events/catalog.ts';
import type { AnnouncementsService } from './announcements.service.ts';

/** What collection announcements do when Slack is done with their posts (ADR 33). */
export function announcementsSubscribers(announcements: Pick<AnnouncementsService, 'settled'>) {
  return [
    subscriber({
      name: 'collections.announcement-posts-settled',
      on: 'slack.posts_settled',
      handle: ({ payload }) => announcements.settled(payload),
    }),
  ];
}
