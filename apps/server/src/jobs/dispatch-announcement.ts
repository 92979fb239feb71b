import { dispatchJob } from './dispatch-job.ts';
import type { JobDefinition } from './queue.ts';

export interface DispatchAnnouncementData {
  announcementId: number;
  /** The announcement's version when queued: an edit since makes this job do nothing. */
  version: number;
  /** The job runs in this organization's scope. */
  organizationId: number;
}

/**
 * Sends a collection announcement at its scheduled time or now (ADR 33): queues its Slack posts. The handler is
 * bound late, like the communications' dispatch: the service that runs it queues it too.
 */
export function dispatchAnnouncementJob(
  run: (data: DispatchAnnouncementData) => Promise<void>,
  giveUp: (data: DispatchAnnouncementData) => Promise<void>,
): JobDefinition<DispatchAnnouncementData> {
  return dispatchJob('dispatch-announcement', run, giveUp);
}
