import { subscriber } from '../../domain-events/catalog.ts';
import type { LinkBase } from '../../lib/links.ts';
import type { CommunicationsService } from './communications.service.ts';

/** What communications does when an event changes elsewhere (ADR 27). */
export function communicationsSubscribers(
  communications: Pick<CommunicationsService, 'eventSaved' | 'slackSettled'>,
  linkBase: LinkBase,
) {
  return [
    // Scheduled invitations follow a new start; with send_email_updates the guests get the update.
    subscriber({
      name: 'communications.event-update',
      on: 'event.updated',
      handle: ({ organizationId, payload }) =>
        communications.eventSaved({ organizationId, userId: payload.actorId }, payload.eventId, {
          sendUpdates: payload.sendUpdates,
          message: payload.message,
          linkBase,
        }),
    }),
    // A Slack invitation or message is Sent or Failed once all its posts are done (ADR 33).
    subscriber({
      name: 'communications.slack-settled',
      on: 'slack.posts_settled',
      handle: ({ payload }) => communications.slackSettled(payload.source, payload.sent),
    }),
  ];
}
