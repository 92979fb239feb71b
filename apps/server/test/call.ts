import type { TestApp } from './build-app.ts';
import { multipart, type TestFile } from './multipart.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who makes a request: a signed-in session of `twoTenants` or `signedIn` (or any `{ headers }`), or an
 * organization, for an anonymous visitor on its host.
 */
export type Caller = { headers: Record<string, string> } | { host: string };

const headersOf = (who: Caller) => ('headers' in who ? who.headers : { host: who.host });

/** A request to a route as `who`, with a JSON body when one is given. */
export function callAs(t: Pick<TestApp, 'app'>, who: Caller, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: headersOf(who),
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** A multipart form sent as `who`, as the browser sends the forms with files (pairs for repeated names). */
export function sendFormAs(
  t: Pick<TestApp, 'app'>,
  who: Caller,
  method: Method,
  url: string,
  fields: Parameters<typeof multipart>[0],
  ...files: TestFile[]
) {
  const form = multipart(fields, ...files);
  return t.app.inject({ method, url, headers: { ...headersOf(who), ...form.headers }, payload: form.payload });
}

/** A GraphQL operation as `who`. */
export function graphqlAs(t: Pick<TestApp, 'app'>, who: Caller, query: string, variables?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/graphql', headers: headersOf(who), payload: { query, variables } });
}
