import { dispatchJob } from './dispatch-job.ts';
import type { JobDefinition } from './queue.ts';

/** The job's name, also read from pg-boss's table by communications.repository (withoutDispatchJob). */
export const DISPATCH_COMMUNICATION_JOB = 'dispatch-communication';

export interface DispatchCommunicationData {
  communicationId: number;
  version: number;
  /** The job runs in this organization's scope; jobs queued before it was sent look it up. */
  organizationId?: number;
}

/**
 * Turns an invitation or message into its mails, now or at its scheduled time (pg-boss keeps the job in the
 * database, so a restart does not lose it). The handler is bound late: the service that runs it needs this job too.
 */
export function dispatchCommunicationJob(
  run: (data: DispatchCommunicationData) => Promise<void>,
  giveUp: (data: DispatchCommunicationData) => Promise<void>,
): JobDefinition<DispatchCommunicationData> {
  return dispatchJob(DISPATCH_COMMUNICATION_JOB, run, giveUp);
}
