import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

export type Responder = MockResponse | ((request: { body: unknown; url: URL }) => MockResponse);

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch at the network boundary. Routes are "METHOD /path" (query string ignored); anything
 * unlisted answers 404 like the server does for an unknown resource.
 */
export function mockFetch(routes: Record<string, Responder>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://acme.localhost:3000');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname, body });
    const responder = routes[`${method} ${url.pathname}`];
    const result = typeof responder === 'function' ? responder({ body, url }) : (responder ?? notFound);
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const notFound: MockResponse = { status: 404, body: { error: 'Not found' } };
