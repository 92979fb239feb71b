import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Session } from '../../../test/tenants.ts';
import { createUser, freshIp, PASSWORD, signedIn, type TestOrganization } from '../../../test/factories.ts';

let t: TestApp;
let acme: TestOrganization;
let globex: TestOrganization;
let admin: Session;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, globex, admin } = await twoTenants(t, { admin: { firstName: 'Ada', lastName: 'Admin' } }));
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('roles', () => {
  it('lets an admin set a role, with the spec’s message', async () => {
    const { user } = await signedIn(t, acme, { firstName: 'Grace', lastName: 'Hopper' });
    const r = await post('/api/users/update_permission/', { new_role: 'organizer', user_id: user.id });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe("Grace Hopper's role set to Organizer!");
    expect(r.json().user).toMatchObject({ permission_level: 'organizer', is_organizer: true, is_admin: false });
  });

  it('refuses organizers and users (403), another organization’s user (404), oneself and bad roles (422)', async () => {
    const { user } = await signedIn(t, acme);
    const organizer = await signedIn(t, acme, { role: 'organizer' });
    const plain = await signedIn(t, acme);
    for (const caller of [organizer, plain]) {
      const r = await post(
        '/api/users/update_permission',
        { new_role: 'admin', user_id: caller.user.id },
        caller.headers,
      );
      expect(r.statusCode).toBe(403);
    }
    const foreign = await signedIn(t, globex);
    expect(
      (await post('/api/users/update_permission', { new_role: 'admin', user_id: foreign.user.id })).statusCode,
    ).toBe(404);
    const self = await post('/api/users/update_permission', { new_role: 'user', user_id: admin.user.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().error).toBe("You can't change your own role or status.");
    const bad = await post('/api/users/update_permission', { new_role: 'owner', user_id: user.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.new_role).toEqual(['Role is required']);
  });
});

describe('deactivation', () => {
  it('ends the user’s sessions at once, refuses their sign-in, and reactivation lets them back', async () => {
    const victim = await signedIn(t, acme, { firstName: 'Linus', lastName: 'T' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: victim.headers })).statusCode).toBe(
      200,
    );
    const r = await post('/api/admins/deactivate_user/', { user_id: victim.user.id });
    expect(r.statusCode).toBe(200);
    expect(r.json().message).toBe('Linus T deactivated!');
    expect(r.json().user).toMatchObject({ state: 'deactivated', status: 'deactivated' });
    expect((await t.app.inject({ method: 'GET', url: '/api/users/current', headers: victim.headers })).statusCode).toBe(
      401,
    );
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { host: acme.host },
        remoteAddress: freshIp(),
        payload: { user: { email: victim.user.email, organization_id: acme.id, password: PASSWORD } },
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('Unauthorized access');
    // A role cannot be changed while deactivated.
    const role = await post('/api/users/update_permission', { new_role: 'admin', user_id: victim.user.id });
    expect(role.statusCode).toBe(422);

    const back = await post('/api/admins/reactivate_user', { user_id: victim.user.id });
    expect(back.json().message).toBe('Linus T reactivated!');
    expect((await login()).statusCode).toBe(200);
  });

  it('is for admins only and never for oneself', async () => {
    const organizer = await signedIn(t, acme, { role: 'organizer' });
    const { user } = await signedIn(t, acme);
    expect((await post('/api/admins/deactivate_user', { user_id: user.id }, organizer.headers)).statusCode).toBe(403);
    expect((await post('/api/admins/deactivate_user', { user_id: admin.user.id })).statusCode).toBe(422);
    const foreign = await signedIn(t, globex);
    expect((await post('/api/admins/reactivate_user', { user_id: foreign.user.id })).statusCode).toBe(404);
  });

  it('lists users by status for the grids', async () => {
    const user = await createUser(t.db, acme, { firstName: 'Zed', lastName: 'Gone', status: 'deactivated' });
    const list = async (status: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/users?status=${status}&per_page=100`, headers: admin.headers })
      ).json();
    const deactivated = await list('deactivated');
    expect(deactivated.data.map((u: { id: number }) => u.id)).toContain(user.id);
    expect(deactivated.data.every((u: { status: string }) => u.status === 'deactivated')).toBe(true);
    const active = await list('active');
    expect(active.data.map((u: { id: number }) => u.id)).not.toContain(user.id);
    expect((await list('weird')).error).toBeDefined();
    const managers = (
      await t.app.inject({
        method: 'GET',
        url: '/api/users?roles=admin,organizer&per_page=100',
        headers: admin.headers,
      })
    ).json();
    expect(managers.data.every((u: { permission_level: string }) => u.permission_level !== 'user')).toBe(true);
    expect(managers.data.map((u: { id: number }) => u.id)).toContain(admin.user.id);
  });
});
