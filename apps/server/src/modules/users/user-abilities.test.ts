import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, freshIp, PASSWORD } from '../../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';

/** The own record carries the account's abilities, the admin's users grid its abilities per row (policy). */
let t: TestApp;
let { acme, admin, organizer, user } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, admin, organizer, user } = await twoTenants(t));
});
afterAll(() => t.close());

const abilitiesOf = async (s: Session) => (await callAs(t, s, 'GET', '/api/users/current')).json().user.abilities;

describe('the current user’s abilities', () => {
  it('follow the role: users none, organizers the organizer areas, admins everything', async () => {
    expect(Object.values(await abilitiesOf(user)).some(Boolean)).toBe(false);
    expect(await abilitiesOf(organizer)).toMatchObject({
      can_create_events: true,
      can_create_groups: true,
      can_manage_contacts: true,
      can_manage_settings: false,
      can_manage_users: false,
      can_use_during_maintenance: false,
    });
    expect(Object.values(await abilitiesOf(admin)).every(Boolean)).toBe(true);
  });

  it('come with the record a sign-in answers', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { host: acme.host },
      remoteAddress: freshIp(),
      payload: { user: { email: organizer.user.email, organization_id: acme.id, password: PASSWORD } },
    });
    expect(r.json().user.abilities.can_create_events).toBe(true);
  });
});

describe('the users grid’s abilities', () => {
  it('let an admin change others’ roles while active and their status, never their own', async () => {
    const gone = await createUser(t.db, acme, { status: 'deactivated' });
    const rows = (await callAs(t, admin, 'GET', '/api/users?per_page=100')).json().data as Record<string, unknown>[];
    const row = (id: number) => rows.find((r) => r.id === id);
    expect(row(admin.user.id)).toMatchObject({ can_change_role: false, can_change_status: false });
    expect(row(user.user.id)).toMatchObject({ can_change_role: true, can_change_status: true });
    const deactivated = (await callAs(t, admin, 'GET', '/api/users?status=deactivated')).json().data as Record<
      string,
      unknown
    >[];
    expect(deactivated.find((r) => r.id === gone.id)).toMatchObject({
      can_change_role: false,
      can_change_status: true,
    });
  });

  it('are not given to the people picker of a non-admin', async () => {
    const rows = (await callAs(t, organizer, 'GET', '/api/users')).json().data as Record<string, unknown>[];
    expect(rows[0]).not.toHaveProperty('can_change_role');
  });
});
