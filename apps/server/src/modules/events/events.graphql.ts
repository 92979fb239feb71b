import { EVENT_LIST_TABS, EVENT_MESSAGES, EVENTS_PAGE_SIZE, MAX_DUPLICATE_COPIES } from '@huddle/domain/event-schemas';
import { idSchema } from '@huddle/domain/ids';
import { mayCreateEvent, mayListDraftEvents } from '@huddle/domain/policy/events';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { Builder } from '../../plugins/graphql.ts';
import { anyMember, on, organizerUp } from '../../plugins/route-matrix.ts';
import { presentEvents, type PresentedEvent } from './events.presenter.ts';
import type { EventFilters, EventListTab } from './events.repository.ts';
import type { EventsService } from './events.service.ts';

const FILTERS: Record<string, keyof EventFilters> = {
  office_id: 'officeId',
  event_type_id: 'eventTypeId',
  group_id: 'groupId',
  organizer_id: 'organizerId',
};

/** Spec events §7: query fetchEvents and mutation eventDuplicate. */
export function eventsGraphql(events: EventsService) {
  return (builder: Builder) => {
    const Event = builder.objectRef<PresentedEvent>('Event').implement({
      fields: (t) => ({
        id: t.exposeID('id'),
        name: t.exposeString('name'),
        start: t.exposeString('start'),
        ends: t.exposeString('ends'),
        timezone: t.exposeString('timezone'),
        privacy: t.exposeString('privacy'),
        published: t.exposeBoolean('published'),
        location: t.exposeString('location'),
        locationType: t.string({ resolve: (e) => e.location_type }),
        coverImageUrl: t.string({ nullable: true, resolve: (e) => e.cover_image }),
        eventTypeId: t.int({ nullable: true, resolve: (e) => e.event_type_id }),
        hostIds: t.intList({ resolve: (e) => e.host_ids }),
        groupIds: t.intList({ resolve: (e) => e.group_ids }),
        officeIds: t.intList({ resolve: (e) => e.office_ids }),
        eventsCollectionId: t.int({ nullable: true, resolve: (e) => e.events_collection_id }),
        canEdit: t.boolean({ resolve: (e) => e.can_edit }),
        canDelete: t.boolean({ resolve: (e) => e.can_delete }),
        canDuplicate: t.boolean({ resolve: (e) => e.can_duplicate }),
        canManage: t.boolean({ resolve: (e) => e.can_manage }),
      }),
    });
    const EventsPage = builder
      .objectRef<{ currentPage: number; totalPages: number; totalCount: number; events: PresentedEvent[] }>(
        'EventsPage',
      )
      .implement({
        fields: (t) => ({
          currentPage: t.exposeInt('currentPage'),
          totalPages: t.exposeInt('totalPages'),
          totalCount: t.exposeInt('totalCount'),
          events: t.field({ type: [Event], resolve: (p) => p.events }),
        }),
      });
    const ColumnFilter = builder.inputType('ColumnFilter', {
      fields: (t) => ({ id: t.string({ required: true }), value: t.string({ required: true }) }),
    });
    const DuplicatePayload = builder
      .objectRef<{ events: PresentedEvent[]; errors: string[] }>('EventDuplicatePayload')
      .implement({
        fields: (t) => ({
          events: t.field({ type: [Event], resolve: (p) => p.events }),
          errors: t.exposeStringList('errors'),
        }),
      });

    builder.queryField('fetchEvents', (t) =>
      t.field({
        type: EventsPage,
        extensions: { matrix: on(anyMember, { args: { status: 'upcoming' } }) },
        args: {
          status: t.arg.string(),
          page: t.arg.int(),
          perPage: t.arg.int(),
          search: t.arg.string(),
          columnFilters: t.arg({ type: [ColumnFilter] }),
        },
        resolve: async (_root, args, { actor }) => {
          const status = (args.status ?? 'upcoming') as EventListTab;
          if (!(EVENT_LIST_TABS as readonly string[]).includes(status)) {
            throw new AppError('validation', `Unknown status ${status}`);
          }
          if (status === 'draft' && !mayListDraftEvents(actor)) throw forbidden();
          const filters: EventFilters = { search: args.search?.trim() || undefined };
          for (const filter of args.columnFilters ?? []) {
            const key = FILTERS[filter.id];
            const value = idSchema.safeParse(filter.value);
            if (!key || !value.success) throw new AppError('validation', `Unknown filter ${filter.id}`);
            (filters as Record<string, unknown>)[key] = value.data;
          }
          const page = Math.max(1, args.page ?? 1);
          const perPage = Math.min(100, Math.max(1, args.perPage ?? EVENTS_PAGE_SIZE));
          const result = await events.list(actor, status, filters, { page, per_page: perPage });
          return {
            currentPage: page,
            totalPages: result.meta.total_pages,
            totalCount: result.meta.total_count,
            events: presentEvents(result.events, actor),
          };
        },
      }),
    );

    builder.mutationField('eventDuplicate', (t) =>
      t.field({
        type: DuplicatePayload,
        // The spec's payload answers a refusal with `errors`; another organization's event is refused the same way.
        extensions: { matrix: on(organizerUp, { user: 'refused', args: { eventId: ':event' }, foreign: 'refused' }) },
        args: { eventId: t.arg.id({ required: true }), numberOfCopies: t.arg.int() },
        resolve: async (_root, args, { actor }) => {
          // Copies are new drafts of the caller's: event creators only.
          if (!mayCreateEvent(actor)) return { events: [], errors: [EVENT_MESSAGES.duplicateFailed] };
          const id = idSchema.safeParse(args.eventId);
          const copies = args.numberOfCopies ?? 1;
          if (!id.success || copies < 1 || copies > MAX_DUPLICATE_COPIES) {
            return { events: [], errors: [EVENT_MESSAGES.duplicateFailed] };
          }
          try {
            return { events: presentEvents(await events.duplicate(actor, id.data, copies), actor), errors: [] };
          } catch (error) {
            if (error instanceof AppError) return { events: [], errors: [error.message] };
            throw error;
          }
        },
      }),
    );
  };
}
