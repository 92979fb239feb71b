import type { Builder } from '../../plugins/graphql.ts';
import type { PresentedCollection, PresentedCollectionEvent, PresentedOrganizer } from './collections.presenter.ts';

export interface CollectionMutationInput {
  id?: string | null | undefined;
  name?: string | null | undefined;
  description?: string | null | undefined;
  eventIds?: string[] | null | undefined;
  organizerEmployeeIds?: string[] | null | undefined;
  collectionImage?: string | null | undefined;
  config?: { coverImageDimensions?: { width: number; height: number } | null | undefined } | null | undefined;
  published?: boolean | null | undefined;
}

/** The object and input types of the collection operations (spec §3 "Collection", §7 inputs). */
export function collectionTypes(builder: Builder) {
  const Dimensions = builder
    .objectRef<{ width: number; height: number }>('CoverImageDimensions')
    .implement({ fields: (t) => ({ width: t.exposeInt('width'), height: t.exposeInt('height') }) });
  const Config = builder.objectRef<PresentedCollection['config']>('EventsCollectionConfig').implement({
    fields: (t) => ({
      coverImageUrl: t.exposeString('coverImageUrl', { nullable: true }),
      coverImageDimensions: t.field({ type: Dimensions, nullable: true, resolve: (c) => c.coverImageDimensions }),
    }),
  });
  const Organizer = builder.objectRef<PresentedOrganizer>('EventsCollectionOrganizer').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      fullName: t.exposeString('fullName'),
      email: t.exposeString('email'),
      avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
    }),
  });
  const CollectionEvent = builder.objectRef<PresentedCollectionEvent>('EventsCollectionEvent').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      start: t.exposeString('start'),
      ends: t.exposeString('ends'),
      timezone: t.exposeString('timezone'),
      location: t.exposeString('location'),
      published: t.exposeBoolean('published'),
      coverImageUrl: t.exposeString('coverImageUrl', { nullable: true }),
      past: t.exposeBoolean('past'),
    }),
  });
  const Collection = builder.objectRef<PresentedCollection>('EventsCollection').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      description: t.exposeString('description'),
      safeDescription: t.exposeString('safeDescription'),
      imageKey: t.exposeString('imageKey', { nullable: true }),
      imageUrl: t.exposeString('imageUrl', { nullable: true }),
      startsAt: t.exposeString('startsAt', { nullable: true }),
      endsAt: t.exposeString('endsAt', { nullable: true }),
      timezone: t.exposeString('timezone'),
      published: t.exposeBoolean('published'),
      past: t.exposeBoolean('past'),
      config: t.field({ type: Config, resolve: (c) => c.config }),
      organizerEmployeeIds: t.exposeStringList('organizerEmployeeIds'),
      organizers: t.field({ type: [Organizer], resolve: (c) => c.organizers }),
      announcementCount: t.exposeInt('announcementCount'),
      events: t.field({ type: [CollectionEvent], resolve: (c) => c.events }),
      organizationId: t.exposeID('organizationId'),
      userId: t.id({ nullable: true, resolve: (c) => c.userId }),
      canEdit: t.exposeBoolean('canEdit'),
      canDelete: t.exposeBoolean('canDelete'),
      canAnnounce: t.exposeBoolean('canAnnounce'),
    }),
  });
  const CollectionsPage = builder
    .objectRef<{
      currentPage: number;
      totalPages: number;
      totalCount: number;
      eventsCollections: PresentedCollection[];
    }>('EventsCollectionsPage')
    .implement({
      fields: (t) => ({
        currentPage: t.exposeInt('currentPage'),
        totalPages: t.exposeInt('totalPages'),
        totalCount: t.exposeInt('totalCount'),
        eventsCollections: t.field({ type: [Collection], resolve: (p) => p.eventsCollections }),
      }),
    });
  const Payload = builder
    .objectRef<{ eventsCollection: PresentedCollection | null; errors: string[] }>('EventsCollectionPayload')
    .implement({
      fields: (t) => ({
        eventsCollection: t.field({ type: Collection, nullable: true, resolve: (p) => p.eventsCollection }),
        errors: t.exposeStringList('errors'),
      }),
    });
  const DimensionsInput = builder.inputType('CoverImageDimensionsInput', {
    fields: (t) => ({ width: t.int({ required: true }), height: t.int({ required: true }) }),
  });
  const ConfigInput = builder.inputType('EventsCollectionConfigInput', {
    fields: (t) => ({ coverImageDimensions: t.field({ type: DimensionsInput }) }),
  });
  const Input = builder.inputRef<CollectionMutationInput>('EventsCollectionInput').implement({
    fields: (t) => ({
      id: t.id(),
      name: t.string(),
      description: t.string(),
      eventIds: t.idList(),
      organizerEmployeeIds: t.idList(),
      collectionImage: t.string(),
      config: t.field({ type: ConfigInput }),
      published: t.boolean(),
    }),
  });
  return { Collection, CollectionsPage, Payload, Input };
}
