import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createOffice, createUser } from '../../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';

/** Issue 12, least exposure: GET /api/users gives non-admins only what a people picker needs. */
let t: TestApp;
let { acme, admin, organizer, user } = {} as Tenants;
let gone: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, admin, organizer, user } = await twoTenants(t));
  const office = await createOffice(t.db, acme.id, 'Lisbon');
  await createUser(t.db, acme, { firstName: 'Pia', lastName: 'Picker', officeId: office.id, mfaRequired: true });
  gone = await createUser(t.db, acme, { firstName: 'Gus', lastName: 'Gone', status: 'deactivated' });
});
afterAll(() => t.close());

const list = (s: Session, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users?per_page=100${query}`, headers: s.headers });

describe('GET /api/users', () => {
  it('gives users and organizers the picker fields of active people only', async () => {
    for (const session of [user, organizer]) {
      for (const query of ['', '&status=deactivated']) {
        const r = await list(session, query);
        expect(r.statusCode).toBe(200);
        const people = r.json().data as Record<string, unknown>[];
        expect(people.map((p) => p.id)).not.toContain(gone.id);
        for (const person of people) {
          expect(Object.keys(person).sort()).toEqual(
            ['avatar_url', 'display_name', 'email', 'full_name', 'id', 'office'].sort(),
          );
        }
        if (!query) {
          expect(people.find((p) => p.full_name === 'Pia Picker')).toMatchObject({ office: { name: 'Lisbon' } });
        }
      }
    }
  });

  it('keeps the full record, deactivated people included, for admins', async () => {
    const r = await list(admin, '&status=deactivated');
    expect(r.json().data).toEqual([
      expect.objectContaining({ id: gone.id, status: 'deactivated', permission_level: 'user', mfa_required: false }),
    ]);
  });
});

describe('GET /api/users roles filter for non-admins', () => {
  it('keeps the host picker filter and ignores a single role, so nobody can list the admins', async () => {
    const ids = async (query: string) =>
      ((await list(user, query)).json().data as { id: number }[]).map((p) => p.id).sort((a, b) => a - b);
    const everyone = await ids('');
    expect(await ids('&roles=admin')).toEqual(everyone);
    expect(await ids('&roles=user')).toEqual(everyone);
    const hosts = await ids('&roles=admin,organizer');
    expect(hosts).toContain(admin.user.id);
    expect(hosts).toContain(organizer.user.id);
    expect(hosts).not.toContain(user.user.id);
  });
});
