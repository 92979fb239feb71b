import { z } from 'zod';
import { ANNOUNCEMENT_MESSAGES, announcementInput } from '@huddle/domain/announcement-schemas';
import { COLLECTION_MESSAGES } from '@huddle/domain/collection-schemas';
import { idSchema } from '@huddle/domain/ids';
import { AppError } from '../../lib/errors.ts';
import type { Builder } from '../../plugins/graphql.ts';
import { on, organizerUp } from '../../plugins/route-matrix.ts';
import type { AnnouncementChannel, PresentedAnnouncement } from './announcements.presenter.ts';
import type { AnnouncementsService } from './announcements.service.ts';
import type { collectionTypes } from './collections.graphql-types.ts';

type Payload = { announcement: PresentedAnnouncement | null; errors: string[] };

interface AnnouncementMutationInput {
  eventsCollectionId?: string | null | undefined;
  id?: string | null | undefined;
  deliveryMethod?: string | null | undefined;
  messageBody?: string | null | undefined;
  recipients?: { recipientId: string; recipientType: string }[] | null | undefined;
  isScheduled?: boolean | null | undefined;
  scheduledFor?: string | null | undefined;
  addCalendarInvitation?: boolean | null | undefined;
}

const idArg = (value: unknown, notFound: string = ANNOUNCEMENT_MESSAGES.notFound) => {
  const id = idSchema.safeParse(value);
  if (!id.success) throw new AppError('not_found', notFound);
  return id.data;
};

/**
 * Runs a change; a refused input answers `errors` (spec events §7; the web shows "Failed to create announcement:
 * {message}"), and the thrown error rolls the transaction back. Not found and not allowed stay answers of their own.
 */
async function payload(work: () => Promise<PresentedAnnouncement>): Promise<Payload> {
  try {
    return { announcement: await work(), errors: [] };
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation')
      return { announcement: null, errors: [error.message] };
    if (error instanceof z.ZodError) return { announcement: null, errors: error.issues.map((i) => i.message) };
    throw error;
  }
}

/** GraphQL's nulls left out, so the domain schema's defaults apply. */
const parsed = (input: AnnouncementMutationInput) =>
  announcementInput.parse(Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)));

/** Spec events §3 "Collection announcement", §7: the announcement fields of a collection and their mutations. */
export function announcementsGraphql(
  builder: Builder,
  Collection: ReturnType<typeof collectionTypes>['Collection'],
  announcements: AnnouncementsService,
) {
  const Recipient = builder.objectRef<PresentedAnnouncement['recipients'][number]>('AnnouncementRecipient').implement({
    fields: (t) => ({ recipientId: t.exposeID('recipientId'), recipientType: t.exposeString('recipientType') }),
  });
  const Sender = builder.objectRef<NonNullable<PresentedAnnouncement['sentBy']>>('AnnouncementSender').implement({
    fields: (t) => ({
      fullName: t.exposeString('fullName'),
      avatarKey: t.exposeString('avatarKey', { nullable: true }),
    }),
  });
  const Announcement = builder.objectRef<PresentedAnnouncement>('EventsCollectionAnnouncement').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      status: t.exposeString('status'),
      messageBody: t.exposeString('messageBody'),
      deliveryMethod: t.exposeString('deliveryMethod'),
      recipients: t.field({ type: [Recipient], resolve: (a) => a.recipients }),
      recipientNames: t.exposeStringList('recipientNames'),
      recipientSlackIds: t.exposeStringList('recipientSlackIds'),
      isScheduled: t.exposeBoolean('isScheduled'),
      scheduledFor: t.exposeString('scheduledFor', { nullable: true }),
      addCalendarInvitation: t.exposeBoolean('addCalendarInvitation'),
      sentBy: t.field({ type: Sender, nullable: true, resolve: (a) => a.sentBy }),
      sentAt: t.exposeString('sentAt', { nullable: true }),
      error: t.exposeString('error', { nullable: true }),
    }),
  });
  const Channel = builder.objectRef<AnnouncementChannel>('ChatChannelOption').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      slackId: t.exposeString('slackId'),
      name: t.exposeString('name'),
      private: t.exposeBoolean('private'),
    }),
  });
  const PayloadType = builder.objectRef<Payload>('EventsCollectionAnnouncementPayload').implement({
    fields: (t) => ({
      announcement: t.field({ type: Announcement, nullable: true, resolve: (p) => p.announcement }),
      errors: t.exposeStringList('errors'),
    }),
  });
  const RecipientInput = builder.inputType('AnnouncementRecipientInput', {
    fields: (t) => ({ recipientId: t.id({ required: true }), recipientType: t.string({ required: true }) }),
  });
  const Input = builder.inputRef<AnnouncementMutationInput>('EventsCollectionAnnouncementInput').implement({
    fields: (t) => ({
      eventsCollectionId: t.id(),
      id: t.id(),
      deliveryMethod: t.string(),
      messageBody: t.string(),
      recipients: t.field({ type: [RecipientInput] }),
      isScheduled: t.boolean(),
      scheduledFor: t.string(),
      addCalendarInvitation: t.boolean(),
    }),
  });

  // The collection's announcements and the channels it may go to: a collection's page reads them, not the lists.
  builder.objectFields(Collection, (t) => ({
    announcements: t.field({
      type: [Announcement],
      resolve: (c, _args, { actor }) => announcements.list(actor, c.id),
    }),
    announceableChannels: t.field({
      type: [Channel],
      resolve: (c, _args, { actor }) => announcements.announceableChannels(actor, c.id),
    }),
  }));

  // The matrix names an unknown announcement: not found for everyone (announcements.test.ts has the 403s).
  const change = on(organizerUp, {
    user: 404,
    organizer: 404,
    host: 404,
    admin: 404,
    args: { id: '999999999' },
  });

  builder.mutationField('eventsCollectionAnnouncementCreate', (t) =>
    t.field({
      type: PayloadType,
      extensions: {
        matrix: on(organizerUp, {
          organizer: 'refused',
          host: 'refused',
          admin: 'refused',
          args: { input: { eventsCollectionId: ':collection' } },
        }),
      },
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, { input }, { actor }) => {
        const collectionId = idArg(input.eventsCollectionId, COLLECTION_MESSAGES.notFound);
        await announcements.assertAccess(actor, { collectionId });
        return payload(() => announcements.create(actor, { ...parsed(input), eventsCollectionId: collectionId }));
      },
    }),
  );

  builder.mutationField('eventsCollectionAnnouncementUpdate', (t) =>
    t.field({
      type: PayloadType,
      extensions: { matrix: { ...change, args: { input: { id: '999999999' } } } },
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, { input }, { actor }) => {
        const id = idArg(input.id);
        await announcements.assertAccess(actor, { id });
        return payload(() => announcements.update(actor, id, parsed(input)));
      },
    }),
  );

  builder.mutationField('eventsCollectionAnnouncementDestroy', (t) =>
    t.field({
      type: PayloadType,
      extensions: { matrix: change },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, { actor }) => payload(() => announcements.destroy(actor, idArg(args.id))),
    }),
  );

  builder.mutationField('eventsCollectionAnnouncementSendNow', (t) =>
    t.field({
      type: PayloadType,
      extensions: { matrix: change },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, { actor }) => payload(() => announcements.sendNow(actor, idArg(args.id))),
    }),
  );
}
