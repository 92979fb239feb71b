import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from '@huddle/domain/contact-schemas';
import { INVITE_CSV_MAX_ROWS, USER_ADMIN_MESSAGES as M } from '@huddle/domain/user-admin-schemas';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser, lastMail } from '../../../test/factories.ts';

import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';
import { sendFormAs } from '../../../test/call.ts';

/** Spec platform §7: POST /api/invitation_mappings/upload, invites from a CSV, optionally saved as a contact list. */
let t: TestApp;
let { acme, globex, admin, organizer, user, globexAdmin } = {} as Tenants;
beforeAll(async () => {
  t = await buildTestApp();
  ({ acme, globex, admin, organizer, user, globexAdmin } = await twoTenants(t));
});
afterAll(() => t.close());

const csv = (text: string) => ({
  field: 'invitation_mapping[invites]',
  name: 'invites.csv',
  data: Buffer.from(text),
  type: 'text/csv',
});
const upload = (s: Session, fields: Record<string, string>, text?: string) =>
  sendFormAs(t, s, 'POST', '/api/invitation_mappings/upload', fields, ...(text === undefined ? [] : [csv(text)]));
const pending = async (s: Session = admin) =>
  (await t.app.inject({ url: '/api/invitation_mappings?per_page=100', headers: s.headers }))
    .json()
    .data.map((i: { invited_user_email: string }) => i.invited_user_email)
    .sort();

describe('POST /api/invitation_mappings/upload', () => {
  it('invites each valid row with its role, reports the rest, and mails each link', async () => {
    const member = await createUser(t.db, acme, { email: 'member@acme.test' });
    const file = [
      'Email,First name,Last name,Role',
      'ann@new.test,Ann,Able,Organizer',
      'bob@new.test,,,',
      'not-an-email,Bad,Row,User',
      'ANN@new.test,Ann,Again,User',
      `${member.email},Mem,Ber,User`,
    ].join('\r\n');
    const r = await upload(admin, { 'invitation_mapping[sign_up_URL]': 'https://evil.example/sign-up' }, file);
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.message).toBe(M.invitesSent);
    expect(body.list).toBeNull();
    expect(body.already_users).toEqual([member.email]);
    expect(body.rejected_count).toBe(1);
    expect(body.warnings).toEqual([CSV_MESSAGES.rejected(1)]);
    expect(
      body.invitation_mappings.map((i: Record<string, string>) => [
        i.invited_user_email,
        i.invited_user_name,
        i.role_proposed,
      ]),
    ).toEqual([
      ['ann@new.test', 'Ann Able', 'organizer'],
      ['bob@new.test', 'bob@new.test', 'user'],
    ]);
    expect(await pending()).toEqual(['ann@new.test', 'bob@new.test']);
    const mail = await lastMail(t.db, 'ann@new.test');
    expect(mail?.text).toContain(`http://${acme.host}`);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('saves the file’s people as a contact list when asked', async () => {
    const r = await upload(
      admin,
      { 'invitation_mapping[save_as_segment]': 'true', 'invitation_mapping[segment_name]': 'Spring hires' },
      'email,first_name,last_name\ncat@new.test,Cat,Coe\ndan@new.test,Dan,Dee\n',
    );
    expect(r.statusCode).toBe(200);
    const { list } = r.json();
    expect(list).toMatchObject({ name: 'Spring hires' });
    const saved = await t.app.inject({ url: `/api/lists/${list.id}`, headers: admin.headers });
    expect(saved.json().list.employee_ids).toHaveLength(2);
    expect(await pending()).toEqual(expect.arrayContaining(['cat@new.test', 'dan@new.test']));
  });

  it('refuses a missing, unreadable, empty or too long file and a list without a name (422), changing nothing', async () => {
    const before = await pending();
    const tooMany = ['email', ...Array.from({ length: INVITE_CSV_MAX_ROWS + 1 }, (_, i) => `p${i}@many.test`)];
    const cases: [Record<string, string>, string | undefined, string][] = [
      [{}, undefined, M.csvRequired],
      [{}, 'name,phone\nEve,123\n', CSV_MESSAGES.invalidFile],
      [{}, 'email\nnobody\n', CSV_MESSAGES.noValidRows],
      [{}, tooMany.join('\n'), M.invitesTooMany(INVITE_CSV_MAX_ROWS)],
      [{}, '\u0000\u0001email', M.csvUnreadable],
      [{ 'invitation_mapping[save_as_segment]': 'true' }, 'email\nfay@new.test\n', CSV_MESSAGES.listNameRequired],
    ];
    for (const [fields, file, message] of cases) {
      const r = await upload(admin, fields, file);
      expect(r.statusCode, message).toBe(422);
      expect(r.json().error).toBe(message);
    }
    expect(await pending()).toEqual(before);
  });

  it('is for admins (403 for organizers and users) of this organization only', async () => {
    const file = 'email\ngus@new.test\n';
    for (const s of [organizer, user]) expect((await upload(s, {}, file)).statusCode).toBe(403);
    // Another organization's session on this host is no session here.
    const foreign = await upload({ ...globexAdmin, headers: { ...globexAdmin.headers, host: acme.host } }, {}, file);
    expect(foreign.statusCode).toBe(401);
    // In its own organization the same file invites there, and nothing of acme's shows or changes.
    const before = await pending();
    const theirs = await upload(globexAdmin, {}, 'email\nann@new.test\n');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().invitation_mappings[0]).toMatchObject({ organization_id: globex.id });
    expect(await pending(globexAdmin)).toEqual(['ann@new.test']);
    expect(await pending()).toEqual(before);
  });
});
