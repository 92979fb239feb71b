import type { BoundRepository } from '../../db/tenancy.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../auth/actor.ts';
import type * as communicationsRepository from './communications.repository.ts';
import type { createCommunicationJobs } from './communications.jobs.ts';

/** The post-event survey's sends (ADR 19): communications of their own, started, moved and cancelled by surveys. */
export function createSurveySends(deps: {
  repo: BoundRepository<typeof communicationsRepository>;
  enqueueDispatch: ReturnType<typeof createCommunicationJobs>['enqueueDispatch'];
  clock: Clock;
}) {
  const { repo, enqueueDispatch, clock } = deps;
  return {
    /**
     * The post-event survey's send (ADR 19), checked by the surveys module: a communication of its own, dispatched
     * at `scheduledFor` or now like any other. False while an earlier send of it still waits or goes out.
     */
    async sendSurvey(actor: Actor, eventId: number, subject: string, scheduledFor: Date | null, linkBase: string) {
      const pending = ['drafted', 'scheduled', 'sending'];
      const rows = await repo.history({ eventId });
      if (rows.some((r) => r.history_type === 'survey' && pending.includes(r.status))) return false;
      const status = scheduledFor ? ('scheduled' as const) : ('drafted' as const);
      const row = await repo.insertCommunication({
        ...{ eventId, historyType: 'survey', method: 'email', status, subject, scheduledFor, linkBase },
        ...{ inviteeStatuses: ['rsvp'], showEventDetailsButton: false, createdById: actor.userId },
      });
      await enqueueDispatch(row);
      return true;
    },

    /**
     * A deleted post-event survey takes its waiting send with it (drafted or scheduled; one already sending goes on).
     * Its dispatch job then finds no row and does nothing.
     */
    async cancelSurveySends(eventId: number) {
      const rows = await repo.history({ eventId });
      for (const r of rows) {
        if (r.history_type !== 'survey') continue;
        const locked = await repo.findCommunication(r.id, { lock: true });
        if (locked?.status === 'drafted' || locked?.status === 'scheduled') await repo.deleteCommunication(r.id);
      }
    },

    /** The post-event survey's timing changed: its waiting send moves to the new time (`null`: now). */
    async rescheduleSurveySends(eventId: number, at: Date | null) {
      for (const r of await repo.history({ eventId })) {
        if (r.history_type !== 'survey') continue;
        const locked = await repo.findCommunication(r.id, { lock: true });
        if (locked?.status !== 'drafted' && locked?.status !== 'scheduled') continue;
        if ((locked.scheduledFor?.getTime() ?? null) === (at?.getTime() ?? null)) continue;
        const status = at ? ('scheduled' as const) : ('drafted' as const);
        await enqueueDispatch(
          await repo.updateCommunication(r.id, { status, scheduledFor: at, updatedAt: clock.now() }),
        );
      }
    },
  };
}
