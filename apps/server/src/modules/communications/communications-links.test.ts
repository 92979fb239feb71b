import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { communications } from '../../db/schema/communications.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { createEvent } from '../../../test/events.ts';
import { createUser } from '../../../test/factories.ts';
import { dispatchNow } from '../../../test/delivery.ts';

let t: TestApp;
let { acme, organizer } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_SCHEME: 'https', PUBLIC_PORT: '8443' } });
  ({ acme, organizer } = await twoTenants(t));
});
afterAll(() => t.close());

describe('links in communication mails', () => {
  it('are built from configuration when the mail is written, whatever base the row stored', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const guest = await createUser(t.db, acme);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/event_invitations',
      headers: organizer.headers,
      payload: {
        event_id: e.id,
        invite_type: 'email',
        recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: [guest.id] }],
      },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().communication.id as number;
    // A row written before links came from configuration may hold a base taken from a request's Host header.
    await t.db.update(communications).set({ linkBase: 'http://evil.example' }).where(eq(communications.id, id));
    await dispatchNow(t, id);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.communicationId, id));
    expect(mail!.text).toContain(`https://${acme.host}:8443/rsvp/answer?token=`);
    expect(mail!.text).toContain(`https://${acme.host}:8443/event/${e.id}/view`);
    expect(mail!.text).not.toContain('evil.example');
  });
});
