import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { registerAccess } from './access.ts';
import { buildGraphqlSchema } from './graphql.ts';
import { adminOnly, anyMember, hostOrAdmin, on, organizerUp, publicRoute, type RouteMatrix } from './route-matrix.ts';

/** An app with the access plugin and one module that adds a route with the given config. */
async function bootWith(config: Record<string, unknown>) {
  const app = Fastify();
  registerAccess(app, {} as AuthService, { secureCookies: false, appDomain: 'localhost' });
  await app.register(async (module) => {
    module.get('/api/things', { config }, async () => ({}));
  });
  return app;
}

describe('the matrix declarations', () => {
  it('refuses to boot with an /api route that declares no matrix, or leaves a caller out', async () => {
    await expect(bootWith({ access: 'admin' })).rejects.toThrow('Route GET /api/things declares no access matrix');
    const { admin: _admin, ...partial } = adminOnly;
    await expect(bootWith({ access: 'admin', matrix: partial })).rejects.toThrow('declares no matrix answer for admin');
  });

  it('boots with a declared route and records it in the route table', async () => {
    const app = await bootWith({ access: 'admin', matrix: adminOnly });
    await app.ready();
    expect(app.routeTable).toContainEqual({ method: 'GET', url: '/api/things', access: 'admin', matrix: adminOnly });
    await app.close();
  });

  it('refuses a GraphQL operation without a declaration', () => {
    expect(() => buildGraphqlSchema([(b) => b.queryField('things', (t) => t.string({ resolve: () => 'x' }))])).toThrow(
      'GraphQL Query.things declares no access matrix',
    );
    const declared = buildGraphqlSchema([
      (b) => b.queryField('things', (t) => t.string({ extensions: { matrix: anyMember }, resolve: () => 'x' })),
    ]);
    expect(declared.getQueryType()!.getFields().things!.extensions.matrix).toEqual(anyMember);
  });

  it('builds the common shapes from one another, each refusing one more caller', () => {
    const refused = (m: RouteMatrix) =>
      Object.entries(m)
        .filter(([, v]) => v !== 'ok')
        .map(([k, v]) => `${k}:${v}`);
    expect(refused(publicRoute)).toEqual([]);
    expect(refused(anyMember)).toEqual(['anonymous:401']);
    expect(refused(organizerUp)).toEqual(['anonymous:401', 'user:403']);
    expect(refused(hostOrAdmin)).toEqual(['anonymous:401', 'user:403', 'organizer:403']);
    expect(refused(adminOnly)).toEqual(['anonymous:401', 'user:403', 'organizer:403', 'host:403']);
    expect(on(hostOrAdmin, { query: { event_id: ':event' } })).toEqual({
      ...hostOrAdmin,
      query: { event_id: ':event' },
    });
  });
});
