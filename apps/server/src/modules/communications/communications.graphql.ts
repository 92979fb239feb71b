import { idSchema } from '@huddle/domain/ids';
import { AppError } from '../../lib/errors.ts';
import type { Builder } from '../../plugins/graphql.ts';
import { hostOrAdmin, on } from '../../plugins/route-matrix.ts';
import { presentHistoryRow } from './communications.presenter.ts';
import type { CommunicationsService } from './communications.service.ts';

type HistoryRow = ReturnType<typeof presentHistoryRow>;

/** An id that names no event answers like an event of another organization: 404. */
function eventIdOf(value: string | number) {
  const eventId = idSchema.safeParse(value);
  if (!eventId.success) throw new AppError('not_found', 'This event does not exist.');
  return eventId.data;
}

/** Spec guest-engagement §7: query communicationHistories(eventId, needsRescheduling); events §7: eventInvitations. */
export function communicationsGraphql(communications: CommunicationsService) {
  return (builder: Builder) => {
    const Sender = builder.objectRef<NonNullable<HistoryRow['sendBy']>>('CommunicationSender').implement({
      fields: (t) => ({
        fullName: t.exposeString('fullName'),
        avatarKey: t.string({ nullable: true, resolve: (s) => s.avatarKey }),
      }),
    });
    const FailedDelivery = builder
      .objectRef<HistoryRow['failedDeliveries'][number]>('CommunicationFailedDelivery')
      .implement({
        fields: (t) => ({ email: t.exposeString('email'), reason: t.exposeString('reason') }),
      });
    const History = builder.objectRef<HistoryRow>('CommunicationHistory').implement({
      fields: (t) => ({
        id: t.exposeID('id'),
        commId: t.exposeID('commId'),
        eventInvitationIds: t.idList({ resolve: (h) => h.eventInvitationIds }),
        historyType: t.exposeString('historyType'),
        deliveryMethods: t.stringList({ resolve: (h) => h.deliveryMethods }),
        status: t.exposeString('status'),
        sendTime: t.exposeString('sendTime'),
        scheduledFor: t.string({ nullable: true, resolve: (h) => h.scheduledFor }),
        sentAt: t.string({ nullable: true, resolve: (h) => h.sentAt }),
        subject: t.exposeString('subject'),
        recipientsCount: t.exposeInt('recipientsCount'),
        failedRecipients: t.stringList({ resolve: (h) => h.failedRecipients }),
        failedDeliveries: t.field({ type: [FailedDelivery], resolve: (h) => h.failedDeliveries }),
        sendBy: t.field({ type: Sender, nullable: true, resolve: (h) => h.sendBy }),
        /** A Slack communication's channels (our slack_channels ids). */
        slackChannelIds: t.idList({ resolve: (h) => h.slackChannelIds }),
        canEdit: t.exposeBoolean('canEdit'),
        canDelete: t.exposeBoolean('canDelete'),
        canSendNow: t.exposeBoolean('canSendNow'),
        canCopyLink: t.exposeBoolean('canCopyLink'),
      }),
    });
    builder.queryField('communicationHistories', (t) =>
      t.field({
        type: [History],
        extensions: { matrix: on(hostOrAdmin, { args: { eventId: ':event' } }) },
        args: { eventId: t.arg.id({ required: true }), needsRescheduling: t.arg.boolean() },
        resolve: async (_root, args, context) => {
          const rows = await communications.history(
            context.actor,
            eventIdOf(args.eventId),
            args.needsRescheduling === true,
          );
          return rows.map(({ row, abilities }) => presentHistoryRow(row, abilities));
        },
      }),
    );
    // Spec events §7 "AI": the event's invitations, as rows of its history (the messages and surveys left out).
    builder.queryField('eventInvitations', (t) =>
      t.field({
        type: [History],
        extensions: { matrix: on(hostOrAdmin, { args: { eventId: ':event' } }) },
        args: { eventId: t.arg.id({ required: true }) },
        resolve: async (_root, args, context) => {
          const rows = await communications.history(context.actor, eventIdOf(args.eventId));
          return rows
            .filter(({ row }) => row.history_type === 'invitation')
            .map(({ row, abilities }) => presentHistoryRow(row, abilities));
        },
      }),
    );
  };
}
