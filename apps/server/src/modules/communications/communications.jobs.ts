import type { Db } from '../../db/client.ts';
import type { Tenancy } from '../../db/tenancy.ts';
import type { DispatchCommunicationData } from '../../jobs/dispatch-communication.ts';
import type { JobDefinition, Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Dispatcher, DispatchRequest } from './communications.dispatch.ts';
import * as crossTenant from './communications.cross-tenant.ts';
import * as communicationsRepository from './communications.repository.ts';

/**
 * The job side of communications: queueing a dispatch, and what the worker and start-up call. A request writes its
 * row and this job in one transaction (ADR 8); each job names its organization (ADR 12).
 */
export function createCommunicationJobs(deps: {
  /** The database of the current scope: the queue writes there, and the start-up sweep reads across tenants. */
  db: Db;
  bind: Tenancy['bind'];
  clock: Clock;
  queue: Queue;
  dispatchJob: JobDefinition<DispatchCommunicationData>;
  dispatcher: Dispatcher;
  asSystem: Tenancy['asSystem'];
}) {
  const { db, clock } = deps;
  const repo = deps.bind(communicationsRepository);

  /** A dispatch job, written in the scope's transaction with the row it dispatches (ADR 8). */
  function enqueueDispatch(row: {
    id: number;
    organizationId: number;
    version: number;
    scheduledFor: Date | null;
    status: string;
  }) {
    const startAfter = row.status === 'scheduled' && row.scheduledFor ? row.scheduledFor : undefined;
    return deps.queue.enqueue(
      db,
      deps.dispatchJob,
      { communicationId: row.id, version: row.version, organizationId: row.organizationId },
      startAfter ? { startAfter } : {},
    );
  }

  return {
    enqueueDispatch,

    /** A dispatch that gave up: the communication shows Failed instead of Updating for ever. */
    async markFailed(id: number) {
      await repo.failUnsent(id, clock.now());
    },

    /**
     * At start-up: every drafted or scheduled communication without a live dispatch job gets one. A named
     * cross-tenant sweep (ADR 12).
     */
    resumeDispatches: () =>
      deps.asSystem(async () => {
        const waiting = await crossTenant.withoutDispatchJob(db);
        for (const row of waiting) await enqueueDispatch(row);
        return waiting.length;
      }),

    /** The worker's side: turn a communication into mails (communications.dispatch.ts). */
    /** Runs its own steps in the organization's scope (joins the caller's, when it is in one). */
    dispatch: (data: DispatchRequest) => deps.dispatcher.dispatch(data),
    settle: (id: number) => repo.settle(id, clock.now()),
    /** For a dispatch job queued before jobs named their organization (run in the system scope). */
    organizationOf: (id: number) => crossTenant.organizationOf(db, id),
  };
}
