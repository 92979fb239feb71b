import { EVENT_MESSAGES } from '@huddle/domain/event-schemas';
import { isAttendanceOpen } from '@huddle/domain/event-rules';
import { GUEST_MESSAGES, type GuestUpdateInput } from '@huddle/domain/guest-schemas';
import { mayManageGuests } from '@huddle/domain/policy/guests';
import type { Tenancy } from '../../db/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { Actor } from '../auth/actor.ts';
import type { EventsPort } from '../events/events.port.ts';
import { GUEST_CSV_LABELS, isScheduled, type LoadedGuests } from './guests.presenter.ts';
import * as exportRepository from './guest-export.repository.ts';
import * as inviteesRepository from './invitees.repository.ts';
import type { Implements } from '../../lib/port.ts';
import type { GuestsPort } from './guests.port.ts';

const refuse = (message: string) => new AppError('validation', message);

/** The guest list of an event (spec guest-engagement §2, §4, §6): its managers only (policy/guests). */
export function createGuestsService(deps: {
  bind: Tenancy['bind'];
  clock: Clock;
  events: EventsPort;
  streamIn: Tenancy['streamIn'];
  copyCsvOut: Tenancy['copyCsvOut'];
}) {
  const { clock } = deps;
  const repo = deps.bind(inviteesRepository);
  const exportRepo = deps.bind(exportRepository);

  /** 404 for events the caller cannot see (or another organization's); 403 for those they see but do not manage. */
  async function managed(actor: Actor, eventId: number) {
    const { row, isHost } = await deps.events.access(actor, eventId);
    if (!mayManageGuests(actor, { isHost })) throw forbidden(EVENT_MESSAGES.notEditable);
    return row;
  }

  return {
    /**
     * Called by the account service, in its transaction, when a user's new email is confirmed. The confirmation
     * link may be opened on the bare domain, whose scope names no organization, so this one takes its tenant.
     */
    followUserEmail: (tx: Executor, organizationId: number, userId: number, email: string) =>
      // eslint-disable-next-line no-restricted-syntax -- the account service's transaction and tenant, see above
      inviteesRepository.followUserEmail(tx, organizationId, userId, email),

    async list(actor: Actor, eventId: number, query: inviteesRepository.GuestQuery) {
      await managed(actor, eventId);
      const now = clock.now();
      const { rows, total } = await repo.listInvitees(eventId, query, now);
      return {
        invitees: { rows, now } satisfies LoadedGuests,
        totalCount: total,
        totalPages: Math.ceil(total / query.perPage),
        currentPage: query.page,
      };
    },

    async overview(actor: Actor, eventId: number) {
      await managed(actor, eventId);
      const c = await repo.overview(eventId, clock.now());
      return {
        statusCounts: {
          rsvp: c.rsvp,
          maybeAttending: c.maybeAttending,
          notAttending: c.notAttending,
          invited: c.invited,
          scheduled: c.scheduled,
        },
        attendedCounts: { yes: c.yes, no: c.no, notRecorded: c.notRecorded },
        attendedAttendanceCounts: { virtual: c.virtual, inPerson: c.inPerson, unknown: c.unknown },
      };
    },

    /** GraphQL invitee(eventId, email): managers look anyone up; others only their own email. */
    async findByEmail(actor: Actor, eventId: number, email: string) {
      const { isHost } = await deps.events.access(actor, eventId);
      if (!mayManageGuests(actor, { isHost })) {
        const me = await repo.personOf(actor.userId);
        if (me?.email.toLowerCase() !== email.trim().toLowerCase()) throw forbidden();
      }
      const row = await repo.findByEmail(eventId, email.trim());
      return row ? { rows: [row], now: clock.now() } : null;
    },

    /** Attendance and status changes (spec §4 Attendance); all or nothing. */
    async update(actor: Actor, eventId: number, input: GuestUpdateInput): Promise<LoadedGuests> {
      const event = await managed(actor, eventId);
      const now = clock.now();
      const ids = input.invitees.map((i) => i.id);
      const rows = new Map((await repo.findByIds(eventId, ids)).map((r) => [r.id, r]));
      const attendanceOpen = isAttendanceOpen({ start: event.startAt }, now);
      const changes = input.invitees.map((change) => {
        const row = rows.get(change.id);
        if (!row) throw new AppError('not_found', GUEST_MESSAGES.unknownGuest);
        if (isScheduled(row, now)) throw refuse(GUEST_MESSAGES.scheduledLocked);
        const attended = change.attended ?? row.attended;
        if (change.attended !== undefined && change.attended !== row.attended && !attendanceOpen) {
          throw refuse(GUEST_MESSAGES.attendanceBeforeStart);
        }
        let attendanceType = change.attendance_type === undefined ? row.attendanceType : change.attendance_type;
        if (change.attendance_type && attended !== 'yes') throw refuse(GUEST_MESSAGES.attendanceTypeNeedsYes);
        if (attended !== 'yes') attendanceType = null;
        return { id: row.id, status: change.status ?? row.status, attended, attendanceType };
      });
      const updated = await repo.updateInvitees(changes, now);
      return { rows: updated, now };
    },

    async remove(actor: Actor, eventId: number, ids: number[]) {
      await managed(actor, eventId);
      const now = clock.now();
      const rows = await repo.findByIds(eventId, ids);
      if (rows.length !== new Set(ids).size) throw new AppError('not_found', GUEST_MESSAGES.unknownGuest);
      if (rows.some((r) => isScheduled(r, now))) throw refuse(GUEST_MESSAGES.scheduledLocked);
      const deleted = await repo.deleteInvitees(eventId, ids);
      return { deleted_count: deleted, message: GUEST_MESSAGES.removed(deleted) };
    },

    /**
     * The event's name and its guest list's CSV lines, for the streamed file. PostgreSQL streams the whole list with
     * COPY on a connection of its own (ADR 17). PGlite reads the order now and the lines a batch of text at a time
     * while the answer streams, after the request's scope has ended, each batch in a scope of its own.
     */
    async exportList(actor: Actor, eventId: number): Promise<{ name: string; lines: AsyncIterable<string | Buffer> }> {
      const event = await managed(actor, eventId);
      const format = { labels: GUEST_CSV_LABELS, now: clock.now() };
      const copied = deps.copyCsvOut(actor.organizationId, exportRepo.exportSelect(eventId, format));
      if (copied) return { name: event.name, lines: await copied };
      const ids = await exportRepo.exportOrder(eventId);
      const size = exportRepository.EXPORT_BATCH;
      const lines = deps.streamIn(actor.organizationId, Math.ceil(ids.length / size), (index) =>
        exportRepo.exportLines(eventId, ids.slice(index * size, (index + 1) * size), format),
      );
      return { name: event.name, lines };
    },
  };
}

export type GuestsService = Implements<GuestsPort, ReturnType<typeof createGuestsService>>;
