import { sql } from 'drizzle-orm';
import type { TestApp } from '../build-app.ts';
import { sessionCookieName } from '../../src/plugins/access.ts';
import { freshIp } from '../factories.ts';
import type { FuzzCase } from './cases.ts';
import { takeChanges } from './change-log.ts';
import { changedTables, type Fingerprint } from './fingerprint.ts';
import { SECRET, type World } from './world.ts';

export interface RouteOptions {
  /** A public route: 401 is one of its answers (a wrong password), not a lost session. */
  public: boolean;
  /** GraphQL: an answer with `errors` is a refusal, and a resolver's crash shows as the 5xx message there. */
  graphql?: boolean;
}

const CRASH = 'Something went wrong, please try again.';

/** A GraphQL answer with errors, or a root field's payload with its own `errors` (eventDuplicate). */
function graphqlRefused(body: { errors?: unknown[]; data?: Record<string, { errors?: unknown[] } | null> | null }) {
  if (body.errors?.length) return true;
  return Object.values(body.data ?? {}).some((payload) => (payload?.errors?.length ?? 0) > 0);
}

export interface RouteResult {
  statuses: number[];
  problems: string[];
}

/**
 * Sends a route's cases as acme's admin (cookie session or Bearer token, same-origin Origin, a fresh client address
 * so limits per address do not stop the input before the handler) and checks each answer: never a 5xx, never the other
 * organization's data, a refusal changes no row of either organization, a success changes only acme's rows. The
 * whole batch is checked again with fingerprints of every tenant table, independently of the change triggers.
 */
export function fuzzRunner(t: TestApp, world: World, fingerprint: () => Promise<Fingerprint>) {
  const { acme, globex, admin } = world;
  let token = admin.token;
  let sessions = 0;

  const cookie = sessionCookieName(t.app.secureCookies);
  let sent = 0;
  // Every other case comes from the web app's cookie session (with its same-origin Origin), the rest as an API client.
  const session = () => (sent++ % 2 ? { cookie: `${cookie}=${token}` } : { authorization: `Bearer ${token}` });
  const send = (c: FuzzCase) =>
    t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      remoteAddress: freshIp(),
      headers: {
        host: acme.host,
        origin: `http://${acme.host}`,
        ...session(),
        ...(c.contentType && { 'content-type': c.contentType }),
      },
      ...(c.payload !== undefined && { payload: c.payload }),
    });

  async function check(c: FuzzCase, options: RouteOptions) {
    let response = await send(c);
    if (response.statusCode === 401 && !options.public) {
      // An earlier success ended the admin's session (logout): a new one, made directly (a sign-in by password
      // would meet the lock-out that the fuzzed password checks have earned), and the case again.
      sessions += 1;
      const started = await t.tenancy.inOrganization(acme.id, () =>
        t.services.auth.startSession(acme.id, admin.user.id),
      );
      token = started.token;
      await takeChanges(t.db);
      response = await send(c);
    }
    const status = response.statusCode;
    const refused = status >= 400 || (options.graphql === true && graphqlRefused(response.json()));
    if (process.env.FUZZ_DEBUG && (c.label === 'frame' || process.env.FUZZ_DEBUG === 'all')) {
      console.info(c.label, c.method, c.url.slice(0, 120), status, response.body.slice(0, 300));
    }
    const changes = await takeChanges(t.db);
    const foreign = changes.filter((change) => !change.startsWith(`${acme.id}:`));
    const snippet = response.body.slice(0, 160);
    let problem: string | undefined;
    if (status >= 500 || (options.graphql && response.body.includes(CRASH))) problem = `${status}: ${snippet}`;
    else if (response.body.includes(SECRET)) problem = `${status} shows the other organization's data`;
    else if (foreign.length) problem = `${status} changed ${foreign.join(', ')}`;
    else if (status === 401 && !options.public) problem = 'the admin lost the session';
    else if (refused && changes.length) problem = `refused (${status}) but changed ${changes.join(', ')}: ${snippet}`;
    return { status, refused, problem };
  }

  return {
    /** Sessions made again after a case ended one. */
    get sessions() {
      return sessions;
    },
    async runRoute(cases: readonly FuzzCase[], options: RouteOptions): Promise<RouteResult> {
      const result: RouteResult = { statuses: [], problems: [] };
      let accepted = 0;
      // Each route starts without the lock-out that wrong passwords in the earlier routes' cases earned the admin.
      await t.db.execute(sql`delete from auth_throttles`);
      const before = await fingerprint();
      await takeChanges(t.db);
      for (const c of cases) {
        const { status, refused, problem } = await check(c, options);
        result.statuses.push(status);
        if (!refused) accepted += 1;
        if (problem) result.problems.push(`${c.label}: ${problem}`);
      }
      const after = await fingerprint();
      const globexChanged = changedTables(before, after, globex.id);
      if (globexChanged.length) result.problems.push(`fingerprint: the other organization's ${globexChanged} changed`);
      const acmeChanged = changedTables(before, after, acme.id);
      if (accepted === 0 && acmeChanged.length) {
        result.problems.push(`fingerprint: every case was refused, yet ${acmeChanged} changed`);
      }
      return result;
    },
  };
}
