import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { communications } from '../../db/schema/communications.ts';
import { DISPATCH_COMMUNICATION_JOB } from '../../jobs/dispatch-communication.ts';

/*
 * The module's cross-tenant look-ups (ADR 12), run only in the system scope. They live apart from
 * communications.repository.ts, whose every function takes its organization, so `tenancy.bind` never offers them.
 */

/**
 * Communications waiting to go out (drafted or scheduled) with no live dispatch job for their version: the demo's,
 * or ones whose job gave up. pg-boss keeps its jobs in its own schema of the same database.
 */
export async function withoutDispatchJob(db: Executor) {
  const result = await db.execute(sql`
    select c.id, c.organization_id, c.version, c.status, c.scheduled_for from communications c
     where c.status in ('drafted', 'scheduled')
       and not exists (
         select 1 from pgboss.job j
          where j.name = ${DISPATCH_COMMUNICATION_JOB} and j.state in ('created', 'retry', 'active')
            and (j.data ->> 'communicationId')::int = c.id and (j.data ->> 'version')::int = c.version)`);
  return rowsOf<{
    id: number;
    organization_id: number;
    version: number;
    status: string;
    scheduled_for: Date | string | null;
  }>(result).map((r) => ({
    id: Number(r.id),
    organizationId: Number(r.organization_id),
    version: Number(r.version),
    status: r.status,
    scheduledFor: r.scheduled_for === null ? null : new Date(r.scheduled_for),
  }));
}

export async function organizationOf(db: Executor, id: number) {
  const [row] = await db
    .select({ organizationId: communications.organizationId })
    .from(communications)
    .where(eq(communications.id, id));
  return row?.organizationId ?? null;
}
