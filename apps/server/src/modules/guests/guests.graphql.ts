import {
  GUEST_FILTERS,
  GUEST_PAGE_SIZE,
  GUEST_SORT_FIELDS,
  type GuestFilter,
  type GuestSortField,
} from '@huddle/domain/guest-schemas';
import { idSchema } from '@huddle/domain/ids';
import { AppError } from '../../lib/errors.ts';
import type { Builder } from '../../plugins/graphql.ts';
import { hostOrAdmin, on } from '../../plugins/route-matrix.ts';
import { presentGuests, type PresentedGuest } from './guests.presenter.ts';
import type { GuestsService } from './guests.service.ts';

const eventIdOf = (value: string | number) => {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw new AppError('not_found', 'This event does not exist.');
  return parsed.data;
};

/** Spec guest-engagement §6: the guest list is its event's hosts' and admins'. */
const onEvent = on(hostOrAdmin, { args: { eventId: ':event' } });

/** Spec guest-engagement §7 "Guest list (GraphQL)": invitees, invitee and guestlistOverview. */
export function guestsGraphql(guests: GuestsService) {
  return (builder: Builder) => {
    const Invitee = builder.objectRef<PresentedGuest>('Invitee').implement({
      fields: (t) => ({
        id: t.exposeID('id'),
        employeeId: t.int({ nullable: true, resolve: (g) => g.employee_id }),
        email: t.exposeString('email'),
        fullName: t.string({ resolve: (g) => g.full_name }),
        status: t.exposeString('status'),
        attended: t.exposeString('attended'),
        attendanceType: t.string({ nullable: true, resolve: (g) => g.attendance_type }),
        rsvpSource: t.string({ nullable: true, resolve: (g) => g.rsvp_source }),
        updatedAt: t.string({ resolve: (g) => g.updated_at }),
        inviteScheduled: t.boolean({ resolve: (g) => g.invite_scheduled }),
        inviteScheduledFor: t.string({ nullable: true, resolve: (g) => g.invite_scheduled_for }),
      }),
    });
    type Page = Awaited<ReturnType<GuestsService['list']>>;
    const InviteesPage = builder.objectRef<Page>('InviteesPage').implement({
      fields: (t) => ({
        totalCount: t.exposeInt('totalCount'),
        totalPages: t.exposeInt('totalPages'),
        currentPage: t.exposeInt('currentPage'),
        invitees: t.field({ type: [Invitee], resolve: (p) => presentGuests(p.invitees) }),
      }),
    });
    const InviteeSort = builder.inputType('InviteeSort', {
      fields: (t) => ({ field: t.string({ required: true }), direction: t.string({ required: true }) }),
    });

    type Overview = Awaited<ReturnType<GuestsService['overview']>>;
    const counts = <K extends string>(name: string, keys: readonly K[]) =>
      builder.objectRef<Record<K, number>>(name).implement({
        fields: (t) => Object.fromEntries(keys.map((k) => [k, t.int({ resolve: (c) => c[k] })])) as never,
      });
    const StatusCounts = counts('GuestStatusCounts', [
      'rsvp',
      'maybeAttending',
      'notAttending',
      'invited',
      'scheduled',
    ] as const);
    const AttendedCounts = counts('GuestAttendedCounts', ['yes', 'no', 'notRecorded'] as const);
    const TypeCounts = counts('GuestAttendanceTypeCounts', ['virtual', 'inPerson', 'unknown'] as const);
    const GuestOverview = builder.objectRef<Overview>('GuestOverview').implement({
      fields: (t) => ({
        statusCounts: t.field({ type: StatusCounts, resolve: (o) => o.statusCounts }),
        attendedCounts: t.field({ type: AttendedCounts, resolve: (o) => o.attendedCounts }),
        attendedAttendanceCounts: t.field({ type: TypeCounts, resolve: (o) => o.attendedAttendanceCounts }),
      }),
    });

    builder.queryField('invitees', (t) =>
      t.field({
        type: InviteesPage,
        extensions: { matrix: onEvent },
        args: {
          eventId: t.arg.id({ required: true }),
          page: t.arg.int(),
          perPage: t.arg.int(),
          sort: t.arg({ type: InviteeSort }),
          filter: t.arg.string(),
          search: t.arg.string(),
        },
        resolve: (_root, args, { actor }) => {
          const field = args.sort?.field ?? 'fullName';
          const direction = args.sort?.direction?.toLowerCase() ?? 'asc';
          const filter = args.filter ?? 'all';
          if (!(GUEST_SORT_FIELDS as readonly string[]).includes(field) || !['asc', 'desc'].includes(direction)) {
            throw new AppError('validation', `Unknown sort ${field} ${direction}`);
          }
          if (!(GUEST_FILTERS as readonly string[]).includes(filter)) {
            throw new AppError('validation', `Unknown filter ${filter}`);
          }
          const page = args.page ?? 1;
          const perPage = args.perPage ?? GUEST_PAGE_SIZE;
          if (page < 1 || page > 100_000 || perPage < 1 || perPage > 100) {
            throw new AppError('validation', 'page must be at least 1 and perPage between 1 and 100');
          }
          return guests.list(actor, eventIdOf(args.eventId), {
            page,
            perPage,
            sort: { field: field as GuestSortField, direction: direction as 'asc' | 'desc' },
            filter: filter as GuestFilter,
            search: args.search?.trim().slice(0, 200) || undefined,
          });
        },
      }),
    );

    builder.queryField('guestlistOverview', (t) =>
      t.field({
        type: GuestOverview,
        extensions: { matrix: onEvent },
        args: { eventId: t.arg.id({ required: true }) },
        resolve: (_root, args, { actor }) => guests.overview(actor, eventIdOf(args.eventId)),
      }),
    );

    builder.queryField('invitee', (t) =>
      t.field({
        type: Invitee,
        nullable: true,
        extensions: { matrix: on(hostOrAdmin, { args: { eventId: ':event', email: 'nobody@example.test' } }) },
        args: { eventId: t.arg.id({ required: true }), email: t.arg.string({ required: true }) },
        resolve: async (_root, args, { actor }) => {
          const found = await guests.findByEmail(actor, eventIdOf(args.eventId), args.email.slice(0, 254));
          return found ? (presentGuests(found)[0] ?? null) : null;
        },
      }),
    );
  };
}
