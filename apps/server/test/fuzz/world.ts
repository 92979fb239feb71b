import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.ts';
import type { TestApp } from '../build-app.ts';
import { createEvent } from '../events.ts';
import { createUser, type TestOrganization } from '../factories.ts';
import { twoTenants, type Session, type Tenants } from '../tenants.ts';

/** Every name of globex's objects carries this: no answer to acme's admin may ever contain it. */
export const SECRET = 'GLOBEXSECRET';

/** One organization's objects, by the kind of id a field names. */
export interface Objects {
  organization: number;
  user: number;
  admin: number;
  office: number;
  event: number;
  draft: number;
  group: number;
  contact: number;
  list: number;
  invitation: number;
  message: number;
  invitee: number;
}

export interface World extends Tenants {
  acmeIds: Objects;
  globexIds: Objects;
}

async function populate(t: TestApp, org: TestOrganization, admin: Session, user: number, tag: string) {
  const headers = { ...admin.headers, origin: `http://${org.host}` };
  const post = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, payload });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  await post('/api/offices', { office: { name: `${tag} office` } });
  await post('/api/groups', { group: { name: `${tag} group`, group_admin_ids: [admin.user.id] } });
  const contact = (await post('/api/employees', {
    email: `contact.${tag.toLowerCase()}@${org.subdomain}.test`,
    first_name: tag,
    last_name: 'Contact',
  })) as { employee: { id: number } };
  await post('/api/lists', { name: `${tag} list`, employee_ids: [contact.employee.id, user] });
  const event = await createEvent(t, org, headers, [admin.user.id], { name: `${tag} event` });
  await createEvent(t, org, headers, [admin.user.id], { name: `${tag} draft`, publish: false });
  const later = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString();
  await post('/api/event_invitations', {
    event_id: event.id,
    invite_type: 'email',
    recipient_attributes: [{ recipient_type: 'Lists', recipient_ids: [await firstId(t, 'contact_lists', org.id)] }],
    invite_subject: `${tag} invitation`,
    invite_body: `${tag} body`,
  });
  await post('/api/event_messages/create_and_send', {
    event_id: event.id,
    message_type: 'email',
    invitee_statuses: ['invited'],
    message_subject: `${tag} message`,
    message_body: `${tag} body`,
    is_scheduled: true,
    scheduled_for: later,
  });
}

async function firstId(t: TestApp, table: string, organization: number, where = 'true') {
  const rows = rowsOf<{ id: number }>(
    await t.db.execute(
      sql.raw(`select id from ${table} where organization_id = ${organization} and ${where} order by id limit 1`),
    ),
  );
  if (!rows[0]) throw new Error(`no ${table} row for organization ${organization}`);
  return rows[0].id;
}

async function idsOf(t: TestApp, organization: number, admin: number, user: number): Promise<Objects> {
  return {
    organization,
    user,
    admin,
    office: await firstId(t, 'offices', organization),
    event: await firstId(t, 'events', organization, 'published'),
    draft: await firstId(t, 'events', organization, 'not published'),
    group: await firstId(t, 'groups', organization),
    contact: await firstId(t, 'users', organization, `email like 'contact.%'`),
    list: await firstId(t, 'contact_lists', organization),
    invitation: await firstId(t, 'communications', organization, `history_type = 'invitation'`),
    message: await firstId(t, 'communications', organization, `history_type = 'message'`),
    invitee: await firstId(t, 'invitees', organization),
  };
}

/** Two organizations with an office, a group, a contact, a list, two events, an invitation, a message and guests. */
export async function buildWorld(t: TestApp): Promise<World> {
  const tenants = await twoTenants(t);
  const globexUser = await createUser(t.db, tenants.globex, { lastName: `${SECRET} user` });
  await populate(t, tenants.acme, tenants.admin, tenants.user.user.id, 'Acme');
  await populate(t, tenants.globex, tenants.globexAdmin, globexUser.id, SECRET);
  return {
    ...tenants,
    acmeIds: await idsOf(t, tenants.acme.id, tenants.admin.user.id, tenants.user.user.id),
    globexIds: await idsOf(t, tenants.globex.id, tenants.globexAdmin.user.id, globexUser.id),
  };
}
