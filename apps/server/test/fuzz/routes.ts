import type { z } from 'zod';

/** What Fastify's onRoute hook is given, as far as the fuzzer reads it. */
export interface SeenRoute {
  url: string;
  method: string | string[];
  schema?: unknown;
  config?: unknown;
}

/** One /api route (or /graphql) as declared: what the fuzzer reads of it. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

/**
 * The /api routes and /graphql from what Fastify's onRoute hook saw. HEAD routes are the GET handlers again, and hidden routes
 * (the OpenAPI document) take no input.
 */
export function declaredRoutes(seen: readonly SeenRoute[]): DeclaredRoute[] {
  const out: DeclaredRoute[] = [];
  for (const route of seen) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    if (!(route.url.startsWith('/api/') || route.url === '/graphql') || schema.hide) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      out.push({
        method,
        url: route.url,
        access: String((route.config as { access?: string } | undefined)?.access),
        params: schema.params as z.ZodType | undefined,
        querystring: schema.querystring as z.ZodType | undefined,
        body: schema.body as z.ZodType | undefined,
      });
    }
  }
  return out;
}

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
