/**
 * The route × role × tenant matrix (ARCHITECTURE.md §3.3): every /api route and every GraphQL operation declares,
 * next to its access, what each kind of caller gets for an object of the caller's own organization. The app refuses
 * to boot without a declaration; test/matrix/ calls every route as every caller and compares.
 *
 * Another organization's objects need no declaration: they answer 404 everywhere (and a session of another
 * organization on this host is 401), unless `foreign` names a documented exception.
 */

/** Who calls: signed out; a member; an organizer who does not manage the object; its host or owner; an admin. */
export const CALLERS = ['anonymous', 'user', 'organizer', 'host', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * `'ok'`: the access checks let the caller through, whatever the input then gets (2xx, 3xx, or 400/409/422 for the
 * minimal input the matrix sends); never 401, 403, 404 or 5xx. A number: exactly that status. `'refused'` (GraphQL
 * mutations only): the spec's payload carries `errors` instead of a status.
 */
export type Outcome = 'ok' | 'refused' | number;

/**
 * What the matrix sends. A string `':kind'` anywhere in params, query, body or GraphQL args stands for the id of that
 * kind of object (test/matrix/fixtures.ts) of the organization under test, e.g. `{ event_id: ':event' }`. A path's
 * `:id` names the object of its resource (`/api/groups/:id` a group) unless `params` says otherwise.
 */
export interface MatrixInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** GraphQL arguments. */
  args?: Record<string, unknown>;
}

export type Expectations = Record<Caller, Outcome>;

export interface RouteMatrix extends Expectations, MatrixInput {
  /** The answer for the other organization's object where it is not 404, with the reason next to it. */
  foreign?: Outcome;
}

/** One /api route as declared: what test/matrix/ walks. */
export interface RouteEntry {
  method: string;
  url: string;
  access: string;
  matrix: RouteMatrix;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    matrix?: RouteMatrix;
  }
  interface FastifyInstance {
    /** Every /api route with its declarations, in registration order. */
    routeTable: RouteEntry[];
  }
}

/** One answer for every caller, e.g. a look-up that needs a proof the matrix does not have. */
export const sameForAll = (outcome: Outcome): RouteMatrix => ({
  anonymous: outcome,
  user: outcome,
  organizer: outcome,
  host: outcome,
  admin: outcome,
});
/** Anyone, signed in or not (sign-in, public event pages, public RSVP). */
export const publicRoute: RouteMatrix = sameForAll('ok');
/** Any signed-in member of the organization. */
export const anyMember: RouteMatrix = { ...publicRoute, anonymous: 401 };
/** Organizers and admins (spec platform §6: create events and groups, manage contacts). */
export const organizerUp: RouteMatrix = { ...anyMember, user: 403 };
/** The object's hosts (events, communications, guests), group admins or list owners, and admins. */
export const hostOrAdmin: RouteMatrix = { ...organizerUp, organizer: 403 };
/** Admins only (spec platform §6: permissions, settings, integrations). */
export const adminOnly: RouteMatrix = { ...hostOrAdmin, host: 403 };

/**
 * A shape with the input the matrix sends and any answer that differs, e.g.
 * `on(hostOrAdmin, { query: { event_id: ':event' } })`.
 */
export const on = (shape: RouteMatrix, changes: Partial<RouteMatrix>): RouteMatrix => ({ ...shape, ...changes });

/** The boot check: a route without a declaration is a route nobody has thought through. */
export function assertMatrixDeclared(what: string, matrix: unknown): asserts matrix is RouteMatrix {
  if (typeof matrix !== 'object' || matrix === null) throw new Error(`${what} declares no access matrix`);
  for (const caller of CALLERS) {
    if (!(caller in matrix)) throw new Error(`${what} declares no matrix answer for ${caller}`);
  }
}
