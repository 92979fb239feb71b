/**
 * Load for one read against one server: closed-loop (a fixed number of connections, each sending its next request
 * when the last one answered: the most a server does) and at a fixed arrival rate (what users see when the server is
 * not saturated: latency at a given load). autocannon runs in the bench's own process, the same for both servers.
 */
import autocannon from 'autocannon';

export interface Read {
  name: string;
  /** A path for GET, or a GraphQL body for POST /graphql. */
  path?: string;
  graphql?: { query: string; variables: Record<string, unknown> };
}

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface Target {
  base: string;
  headers: Record<string, string>;
}

function options(read: Read, target: Target) {
  if (read.graphql) {
    return {
      url: `${target.base}/graphql`,
      method: 'POST' as const,
      headers: { ...target.headers, 'content-type': 'application/json' },
      body: JSON.stringify(read.graphql),
    };
  }
  return { url: `${target.base}${read.path}`, headers: target.headers };
}

async function run(read: Read, target: Target, extra: Partial<autocannon.Options>): Promise<LoadResult> {
  const result = await autocannon({ ...options(read, target), ...extra } as autocannon.Options);
  return {
    perSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One check request: the bench refuses to measure a read that does not answer 200 without errors. */
export async function check(read: Read, target: Target) {
  const o = options(read, target);
  const response = await fetch(o.url, { method: o.method ?? 'GET', headers: o.headers, body: o.body ?? null });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) {
    throw new Error(`${read.name} at ${target.base}: ${response.status} ${text.slice(0, 300)}`);
  }
}

export async function closedLoop(read: Read, target: Target, seconds: number) {
  await run(read, target, { connections: 10, duration: 1 }); // warm-up
  return run(read, target, { connections: 10, duration: seconds });
}

export async function fixedRate(read: Read, target: Target, perSecond: number, seconds: number) {
  return run(read, target, { connections: 50, overallRate: perSecond, duration: seconds });
}
