import { z } from 'zod';
import {
  COLLECTION_MESSAGES,
  COLLECTION_TABS,
  COLLECTIONS_PAGE_SIZE,
  collectionInput,
  type CollectionTab,
} from '@huddle/domain/collection-schemas';
import { idSchema } from '@huddle/domain/ids';
import { AppError } from '../../lib/errors.ts';
import type { Builder } from '../../plugins/graphql.ts';
import { anyMember, on, organizerUp } from '../../plugins/route-matrix.ts';
import { presentCollections, type PresentedCollection } from './collections.presenter.ts';
import type { CollectionsService } from './collections.service.ts';
import { collectionTypes } from './collections.graphql-types.ts';
import { announcementsGraphql } from './announcements.graphql-fields.ts';
import type { AnnouncementsService } from './announcements.service.ts';

type Payload = { eventsCollection: PresentedCollection | null; errors: string[] };

const idArg = (value: unknown) => {
  const id = idSchema.safeParse(value);
  if (!id.success) throw new AppError('not_found', COLLECTION_MESSAGES.notFound);
  return id.data;
};

/** The messages of a refused input, for the payload's `errors` (spec §7: each mutation returns errors). */
function problems(error: unknown): string[] {
  if (error instanceof AppError && error.code === 'validation') return [error.message];
  if (error instanceof z.ZodError) return error.issues.map((i) => i.message);
  throw error;
}

/** Runs a change; a refused input answers `errors` (the transaction is rolled back by the thrown error). */
async function payload(work: () => Promise<PresentedCollection | undefined>): Promise<Payload> {
  try {
    return { eventsCollection: (await work()) ?? null, errors: [] };
  } catch (error) {
    return { eventsCollection: null, errors: problems(error) };
  }
}

/** Spec events §7 "Collections (GraphQL)": two queries and three mutations, with the spec's names. */
export function collectionsGraphql(collections: CollectionsService, announcements: AnnouncementsService) {
  return (builder: Builder) => {
    const { Collection, CollectionsPage, Payload: PayloadType, Input } = collectionTypes(builder);
    announcementsGraphql(builder, Collection, announcements);

    builder.queryField('fetchEventsCollections', (t) =>
      t.field({
        type: CollectionsPage,
        extensions: { matrix: on(anyMember, { args: { status: 'upcoming' } }) },
        args: {
          page: t.arg.int(),
          perPage: t.arg.int(),
          search: t.arg.string(),
          status: t.arg.string(),
          organizerIds: t.arg.idList(),
        },
        resolve: async (_root, args, { actor }) => {
          const status = (args.status ?? 'upcoming') as CollectionTab;
          if (!(COLLECTION_TABS as readonly string[]).includes(status)) {
            throw new AppError('validation', `Unknown status ${status}`);
          }
          const organizerIds = z
            .array(idSchema)
            .max(100)
            .safeParse(args.organizerIds ?? []);
          if (!organizerIds.success) throw new AppError('validation', 'Unknown organizer');
          const page = Math.min(1_000_000, Math.max(1, args.page ?? 1));
          const perPage = Math.min(100, Math.max(1, args.perPage ?? COLLECTIONS_PAGE_SIZE));
          const search = args.search?.trim().slice(0, 200) || undefined;
          const result = await collections.list(actor, {
            tab: status,
            search,
            organizerIds: organizerIds.data,
            page,
            perPage,
          });
          return {
            currentPage: page,
            totalPages: Math.ceil(result.total / perPage),
            totalCount: result.total,
            eventsCollections: presentCollections(result.loaded, actor),
          };
        },
      }),
    );

    builder.queryField('fetchEventsCollection', (t) =>
      t.field({
        type: Collection,
        extensions: { matrix: on(anyMember, { args: { id: ':collection' } }) },
        args: { id: t.arg.id({ required: true }) },
        resolve: async (_root, args, { actor }) =>
          presentCollections(await collections.get(actor, idArg(args.id)), actor)[0]!,
      }),
    );

    builder.mutationField('eventsCollectionCreate', (t) =>
      t.field({
        type: PayloadType,
        extensions: { matrix: on(organizerUp, { args: { input: { name: 'Matrix collection' } } }) },
        args: { input: t.arg({ type: Input, required: true }) },
        resolve: async (_root, { input }, { actor }) =>
          payload(async () => {
            const parsed = collectionInput.parse({
              ...input,
              // Spec §9: the current user organizes a new collection unless others are named.
              organizerEmployeeIds: input.organizerEmployeeIds ?? [String(actor.userId)],
            });
            const loaded = await collections.create(actor, parsed, input.published === true);
            return presentCollections(loaded, actor)[0];
          }),
      }),
    );

    builder.mutationField('eventsCollectionUpdate', (t) =>
      t.field({
        type: PayloadType,
        extensions: { matrix: on(organizerUp, { args: { input: { id: ':collection' } } }) },
        args: { input: t.arg({ type: Input, required: true }) },
        resolve: async (_root, { input }, { actor }) => {
          // Not found and not allowed are answers of their own (404, 403); only a refused input is `errors`.
          const { row, form } = await collections.stored(actor, idArg(input.id));
          return payload(async () => {
            const sent = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
            const parsed = collectionInput.parse({
              ...form,
              ...sent,
              ...(input.collectionImage === null && { collectionImage: null }),
            });
            const loaded = await collections.update(actor, row, parsed, input.published === true);
            return presentCollections(loaded, actor)[0];
          });
        },
      }),
    );

    builder.mutationField('eventsCollectionDestroy', (t) =>
      t.field({
        type: PayloadType,
        extensions: { matrix: on(organizerUp, { args: { id: ':collection' } }) },
        args: { id: t.arg.id({ required: true }) },
        resolve: async (_root, args, { actor }) => {
          const loaded = await collections.get(actor, idArg(args.id));
          const presented = presentCollections(loaded, actor)[0]!;
          await collections.destroy(actor, presented.id);
          return { eventsCollection: presented, errors: [] };
        },
      }),
    );
  };
}
