import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createEvent } from '../../../test/events.ts';
import { createUser } from '../../../test/factories.ts';
import { twoTenants, type Tenants } from '../../../test/tenants.ts';
import { callAs } from '../../../test/call.ts';
import { dispatchNow } from '../../../test/delivery.ts';

/** Communications carry the reader's abilities, computed by the domain policy (docs/api-communications.md). */
const NOW = new Date('2026-11-22T12:00:00Z');
const HOUR = 3600 * 1000;
let t: TestApp;
let { acme, admin, organizer } = {} as Tenants;

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  ({ acme, admin, organizer } = await twoTenants(t));
});
afterAll(() => t.close());

const HISTORY = `query($eventId: ID!) { communicationHistories(eventId: $eventId) { id status canEdit canDelete canSendNow } }`;

describe('communication abilities', () => {
  it('offer edit, delete and send now while scheduled, and nothing once sent', async () => {
    const e = await createEvent(t, acme, organizer.headers, [organizer.user.id]);
    const guest = await createUser(t.db, acme);
    const saved = await callAs(t, organizer, 'POST', '/api/event_invitations', {
      event_id: e.id,
      invite_type: 'email',
      recipient_attributes: [{ recipient_type: 'Invitees', recipient_ids: [guest.id] }],
      is_scheduled: true,
      scheduled_for: new Date(NOW.getTime() + HOUR).toISOString(),
    });
    expect(saved.json().communication).toMatchObject({ can_edit: true, can_delete: true, can_send_now: true });
    const id = saved.json().communication.id;
    const form = await callAs(
      t,
      admin,
      'GET',
      `/api/event_invitations/existing_event_invitation?event_invitation_id=${id}`,
    );
    expect(form.json().invitation.can_edit).toBe(true);
    const rows = async () =>
      (await callAs(t, admin, 'POST', '/graphql', { query: HISTORY, variables: { eventId: String(e.id) } })).json().data
        .communicationHistories;
    expect((await rows())[0]).toMatchObject({ canEdit: true, canDelete: true, canSendNow: true });

    const now = await callAs(t, organizer, 'POST', '/api/communication_histories/send_now', { id });
    expect(now.json().communication).toMatchObject({ status: 'drafted', can_edit: true, can_send_now: true });
    // What the worker does when the job comes due: the row is on its way and no longer changes.
    await dispatchNow(t, id);
    expect((await rows())[0]).toMatchObject({ status: 'sending', canEdit: false, canDelete: false, canSendNow: false });
    const after = await callAs(
      t,
      organizer,
      'GET',
      `/api/event_invitations/existing_event_invitation?event_invitation_id=${id}`,
    );
    expect(after.json().invitation.can_edit).toBe(false);
  });
});
