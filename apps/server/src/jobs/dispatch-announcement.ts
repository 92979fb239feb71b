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
  return {
    name: 'dispatch-announcement',
    retryLimit: 5,
    retryDelaySeconds: 10,
    async handle(data, meta) {
      try {
        await run(data);
      } catch (error) {
        if (meta.retryCount >= meta.retryLimit) await giveUp(data);
        throw error;
      }
    },
  };
}
