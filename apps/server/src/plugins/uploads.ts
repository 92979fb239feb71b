import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { readMultipart } from '../lib/multipart.ts';
import { UNAVAILABLE_MESSAGE } from './errors.ts';

/** How long a client refused for a full house waits before it tries again. */
const RETRY_AFTER_SECONDS = '5';

/** A counting semaphore that never queues: a slot now, or null. */
export function createSlots(limit: number) {
  let taken = 0;
  return {
    take(): (() => void) | null {
      if (taken >= limit) return null;
      taken += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        taken -= 1;
      };
    },
  };
}

/**
 * Issue 31: a multipart body arrives at the client's pace, so it is read whole here, after the caller is identified
 * and admitted (plugins/access.ts, which opens no scope for it) and before the handler's transaction opens
 * (plugins/tenant-scope.ts): a slow client holds no database connection. At most `concurrency` forms are read and
 * handled at once (each holds its files in memory and may decode an image); one more is refused at once with 503
 * and Retry-After rather than queued, so a crowd of slow clients cannot pile up requests behind each other.
 */
export function registerUploads(app: FastifyInstance, options: { concurrency: number }) {
  const slots = createSlots(options.concurrency);
  app.decorateRequest('multipartForm', null);
  app.addHook('preHandler', async (request, reply) => {
    const files = request.routeOptions.config?.multipart;
    if (!files || !request.isMultipart()) return;
    const release = slots.take();
    if (!release) {
      reply.header('retry-after', RETRY_AFTER_SECONDS).header('connection', 'close');
      throw new AppError('unavailable', UNAVAILABLE_MESSAGE);
    }
    // Held until the answer is sent or the client is gone: the handler still works on the form's files.
    reply.raw.once('close', release);
    request.multipartForm = await readMultipart(request, files);
  });
}

/** Whether the request's body is a form read before its scope opens (plugins/access.ts opens none for it then). */
export const readsFormFirst = (request: {
  routeOptions: { config?: { multipart?: unknown } };
  isMultipart(): boolean;
}) => request.routeOptions.config?.multipart !== undefined && request.isMultipart();
