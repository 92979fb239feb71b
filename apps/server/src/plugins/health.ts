import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { publicRoute } from './route-matrix.ts';

/** What a load balancer asks: is the process alive, and is it ready for traffic (database reachable, not stopping)? */
export interface Lifecycle {
  stopping: boolean;
}

const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(database: Pick<Database, 'executeSql'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      database.executeSql('select 1').then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS))),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, database: Pick<Database, 'executeSql'>, lifecycle: Lifecycle) {
  const route = { config: { access: 'public' as const, unscoped: true as const, matrix: publicRoute } };
  // Alive: the process answers. Never touches the database, so a database outage does not get it restarted.
  app.get('/api/health', route, async () => ({ status: 'ok' }));
  app.get('/api/health/live', route, async () => ({ status: 'ok' }));
  // Ready: route traffic here. 503 while the database is out of reach or the process is shutting down.
  app.get('/api/health/ready', route, async (_request, reply) => {
    if (lifecycle.stopping) return reply.status(503).send({ status: 'stopping', database: 'unknown' });
    const up = await databaseAnswers(database);
    if (!up) return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    return { status: 'ready', database: 'ok' };
  });
}
