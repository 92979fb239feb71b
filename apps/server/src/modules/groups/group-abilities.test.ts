import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { signedIn } from '../../../test/factories.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';
import { createGroup } from '../../../test/groups.ts';

/** Group records carry the reader's abilities, computed by the domain policy (docs/api-admin.md). */
let t: TestApp;
let { acme, admin, organizer, user } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, admin, organizer, user } = await twoTenants(t));
});
afterAll(() => t.close());

const create = (s: Session, group: Record<string, unknown>) => createGroup(t, s, { name: 'ERG', ...group });
const abilities = (g: Record<string, unknown>) => ({
  can_edit: g.can_edit,
  can_delete: g.can_delete,
  can_manage_members: g.can_manage_members,
  can_create_event: g.can_create_event,
  can_view_without_membership: g.can_view_without_membership,
});

describe('group abilities', () => {
  it('give a group admin who is a plain user editing, but no event button', async () => {
    const lead = await signedIn(t, acme);
    const g = await create(organizer, { group_admin_ids: [lead.user.id] });
    expect(abilities((await callAs(t, lead, 'GET', `/api/groups/${g.id}`)).json().group)).toEqual({
      can_edit: true,
      can_delete: true,
      can_manage_members: true,
      can_create_event: false,
      can_view_without_membership: true,
    });
    expect(abilities((await callAs(t, admin, 'GET', `/api/groups/${g.id}`)).json().group)).toMatchObject({
      can_edit: true,
      can_create_event: true,
    });
    expect(abilities((await callAs(t, user, 'GET', `/api/groups/${g.id}`)).json().group)).toMatchObject({
      can_edit: false,
      can_delete: false,
      can_manage_members: false,
    });
  });

  it('let any organizer edit when can_organizers_edit is on', async () => {
    const g = await create(admin, { can_organizers_edit: true });
    expect((await callAs(t, organizer, 'GET', `/api/groups/${g.id}`)).json().group).toMatchObject({
      can_edit: true,
      can_create_event: true,
    });
  });

  it('say a private group hides from a member who leaves it, not from an org admin', async () => {
    const g = await create(organizer, { private: true });
    await callAs(t, organizer, 'POST', `/api/groups/${g.id}/mass_join`, { employee_ids: [user.user.id] });
    expect((await callAs(t, user, 'GET', `/api/groups/${g.id}`)).json().group.can_view_without_membership).toBe(false);
    expect((await callAs(t, admin, 'GET', `/api/groups/${g.id}`)).json().group.can_view_without_membership).toBe(true);
  });

  it('never let an organizer edit a private group they cannot see, even when left after leaving it', async () => {
    const g = await create(admin, { private: true, can_organizers_edit: true, group_admin_ids: [admin.user.id] });
    await callAs(t, admin, 'POST', `/api/groups/${g.id}/mass_join`, { employee_ids: [organizer.user.id] });
    const left = await callAs(t, organizer, 'POST', `/api/groups/${g.id}/leave`);
    expect(left.statusCode).toBe(200);
    expect(left.json().group).toMatchObject({ is_member: false, can_edit: false });
  });
});
