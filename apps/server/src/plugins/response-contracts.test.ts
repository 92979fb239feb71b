import os from 'node:os';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { ResponseSerializationError, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createEvent } from '../../test/events.ts';
import { createOffice, freshIp, PASSWORD } from '../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../test/tenants.ts';
import { loadConfig } from '../config.ts';
import { MODULES } from '../modules/manifest.ts';

/**
 * Issue 13: every route of every module of the manifest declares its response (domain contracts/), shown in the
 * OpenAPI document.
 */
let t: TestApp;
let { acme, admin, organizer, user } = {} as Tenants;
const routes: RouteOptions[] = [];

/** A module's routes as declared: registered on a bare app whose handlers never run. */
async function declaredRoutes(plugin: (app: FastifyInstance) => Promise<void>) {
  const bare = Fastify();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  const seen: RouteOptions[] = [];
  bare.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') seen.push(route);
  });
  await bare.register(plugin);
  await bare.ready();
  await bare.close();
  return seen;
}

const responsesOf = (route: RouteOptions) => (route.schema?.response ?? {}) as Record<string, z.ZodType | undefined>;
/** A 2xx, or the 3xx of a route that only redirects (the old mail RSVP link). */
const successOf = (route: RouteOptions) => Object.entries(responsesOf(route)).find(([status]) => /^[23]/.test(status));
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-11-22T12:00:00Z') });
  ({ acme, admin, organizer, user } = await twoTenants(t));
  const config = loadConfig({ APP_DOMAIN: 'huddle.test', DATA_DIR: os.tmpdir() });
  const context = { config, clock: t.clock, mailerEnabled: false, secureCookies: false };
  for (const module of MODULES) {
    for (const plugin of module.routes?.(t.services, context) ?? []) routes.push(...(await declaredRoutes(plugin)));
  }
});
afterAll(() => t.close());

describe('response contracts', () => {
  it('declare a success response on every route of the modules', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((route) => !successOf(route)).map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('cover every /api route the app serves but its own few', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const declared = new Set(routes.map((route) => openApiPath(route.url)));
    const others = Object.keys(doc.paths).filter((path) => !declared.has(path));
    // Health, version and uploaded files are the app's own; GraphQL answers follow its schema's types.
    expect(others.sort()).toEqual([
      '/api/files/{*}',
      '/api/health',
      '/api/health/live',
      '/api/health/ready',
      '/api/version',
      '/graphql',
    ]);
  });

  it('show each JSON response in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const route of routes) {
      const [status] = successOf(route)!;
      const operation = doc.paths[openApiPath(route.url)]?.[String(route.method).toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      const content = operation.responses[status].content;
      // A file download names its type; everything else is JSON.
      const type = (route.schema?.produces as string[] | undefined)?.[0] ?? 'application/json';
      expect(content[type]?.schema, `${route.method} ${route.url} ${type}`).toBeDefined();
    }
    const one = doc.paths['/api/events/{id}'].get.responses['200'].content['application/json'].schema;
    expect(one.properties.event.properties).toHaveProperty('can_edit');
    expect(one.properties.event.required).toEqual(expect.arrayContaining(['can_manage', 'editable_until']));
  });

  it('let a presented event through the serializer and stop one that drifts from the contract', async () => {
    const created = await createEvent(t, {} as never, organizer.headers, [organizer.user.id]);
    const answer = await t.app.inject({ method: 'GET', url: `/api/events/${created.id}`, headers: organizer.headers });
    expect(answer.statusCode).toBe(200);
    const route = routes.find((r) => r.method === 'GET' && r.url === '/api/events/:id')!;
    const serialize = serializerCompiler({
      schema: responsesOf(route)['200']!,
      method: 'GET',
      url: route.url,
    } as Parameters<typeof serializerCompiler>[0]);
    const good = answer.json();
    expect(JSON.parse(serialize(good))).toEqual(good);
    const { can_edit: _dropped, ...withoutAbility } = good.event;
    expect(() => serialize({ event: withoutAbility })).toThrow(ResponseSerializationError);
    expect(() => serialize({ event: { ...good.event, privacy: 'public' } })).toThrow(ResponseSerializationError);
    expect(() => serialize({ event: { ...good.event, start: 'tomorrow' } })).toThrow(ResponseSerializationError);
  });

  /** A real answer came through its route's serializer, and encodes to itself again. */
  async function expectParses(
    url: string,
    routeUrl: string,
    post?: { payload: object; headers: Record<string, string> },
  ) {
    const method = post ? 'POST' : 'GET';
    const answer = await t.app.inject({ method, url, headers: organizer.headers, remoteAddress: freshIp(), ...post });
    expect(answer.statusCode, url).toBe(200);
    const route = routes.find((r) => r.method === method && r.url === routeUrl)!;
    const serialize = serializerCompiler({
      schema: successOf(route)![1]!,
      method,
      url: route.url,
    } as Parameters<typeof serializerCompiler>[0]);
    expect(JSON.parse(serialize(answer.json())), url).toEqual(answer.json());
    return answer.json();
  }

  it('let real answers of each module through their contracts', async () => {
    const event = await createEvent(t, {} as never, organizer.headers, [organizer.user.id]);
    const form = await expectParses(
      `/api/event_invitations/new_event_invitation?event_id=${event.id}&method=calendar`,
      '/api/event_invitations/new_event_invitation',
    );
    expect(form.invitation).toMatchObject({ event_id: event.id, invite_type: 'calendar', can_edit: true });
    const contacts = await expectParses(
      `/api/event_invitations/contact_options?event_id=${event.id}`,
      '/api/event_invitations/:type',
    );
    expect(contacts.data.length).toBeGreaterThan(0);
    expect(contacts.data[0]).toHaveProperty('email');
    const offices = await expectParses(
      `/api/event_invitations/office_options?event_id=${event.id}`,
      '/api/event_invitations/:type',
    );
    expect(offices.meta).toHaveProperty('total_count');

    const employees = await expectParses('/api/employees?per_page=50', '/api/employees');
    const me = employees.data.find((c: { id: number }) => c.id === organizer.user.id);
    expect(me).toMatchObject({ employee_id: organizer.user.id, can_delete: false, has_account: true });
    await expectParses(`/api/employees/${organizer.user.id}`, '/api/employees/:id');

    // Auth has no GET: a sign-in's answer, the user with their abilities, through its contract.
    const session = await expectParses('/api/users/login', '/api/users/login', {
      headers: { host: acme.host },
      payload: { user: { email: organizer.user.email, organization_id: acme.id, password: PASSWORD } },
    });
    expect(session.user).toMatchObject({ id: organizer.user.id, abilities: { can_create_events: true } });
    expect(session.token).toEqual(expect.any(String));
  });
});

describe('response contracts of the admin modules', () => {
  const contractOf = (method: string, url: string) => {
    const route = routes.find((r) => r.method === method && r.url === url);
    expect(route, `${method} ${url}`).toBeDefined();
    return successOf(route!)![1]!;
  };
  const get = async (session: Session | null, url: string, path = url) => {
    const headers = session?.headers ?? { host: acme.host };
    const answer = await t.app.inject({ method: 'GET', url, headers });
    expect([url, answer.statusCode]).toEqual([url, 200]);
    const body = answer.json();
    expect(contractOf('GET', path).safeParse(body).success, url).toBe(true);
    return body;
  };

  it('answer a GET of each module within its contract, and fill the lists', async () => {
    const office = await createOffice(t.db, acme.id, 'Lisbon');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/groups',
      headers: admin.headers,
      payload: { group: { name: 'Runners', description: '<p>Run</p>', group_admin_ids: [admin.user.id] } },
    });
    expect(saved.statusCode).toBe(201);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/invitation_mappings',
      headers: admin.headers,
      payload: {
        invitation_mapping: { invited_user_email: 'new@acme.test', invited_user_name: 'New', role_proposed: 'user' },
      },
    });
    expect(invited.statusCode).toBe(201);

    expect((await get(admin, '/api/organizations/current')).offices).toContainEqual(
      expect.objectContaining({ id: office.id }),
    );
    expect((await get(null, '/api/organizations/current')).subdomain).toBe('acme');
    await get(admin, `/api/organizations/${acme.id}`, '/api/organizations/:id');
    await get(null, '/api/organizations/subdomain?subdomain=acme', '/api/organizations/subdomain');
    await get(user, '/api/event_types');
    expect((await get(user, '/api/users/current')).user.abilities).toHaveProperty('can_manage_users', false);
    expect((await get(admin, '/api/users')).data[0]).toHaveProperty('can_change_role');
    expect((await get(user, '/api/users')).data[0]).not.toHaveProperty('permission_level');
    expect((await get(organizer, '/api/employees/event_host_options')).data.length).toBeGreaterThan(0);
    expect((await get(user, '/api/offices')).data).toHaveLength(1);
    const groups = await get(user, '/api/groups');
    expect(groups.data[0]).toMatchObject({ name: 'Runners', can_edit: false });
    const { group } = await get(admin, `/api/groups/${groups.data[0].id}`, '/api/groups/:id');
    expect(group.admin_employees[0]).toMatchObject({ id: admin.user.id });
    await get(user, `/api/groups/${group.id}/members`, '/api/groups/:id/members');
    expect((await get(null, '/api/feature_flags')).definitions.length).toBeGreaterThan(0);
    expect((await get(admin, '/api/invitation_mappings')).data[0]).toMatchObject({
      invited_user_email: 'new@acme.test',
    });
  });

  it('stop an organization record or a user that drifts from the contract', async () => {
    const { organization } = await get(admin, `/api/organizations/${acme.id}`, '/api/organizations/:id');
    const one = contractOf('GET', '/api/organizations/:id');
    expect(one.safeParse({ organization: { ...organization, event_types: [{ id: 1, name: 'Talk' }] } }).success).toBe(
      false,
    );
    const own = contractOf('GET', '/api/users/current');
    const { user: me } = await get(admin, '/api/users/current');
    expect(own.safeParse({ user: { ...me, permission_level: 'owner' } }).success).toBe(false);
    const { abilities: _dropped, ...withoutAbilities } = me;
    expect(own.safeParse({ user: withoutAbilities }).success).toBe(false);
  });
});
