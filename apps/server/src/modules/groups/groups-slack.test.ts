import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLACK_MESSAGES } from '@huddle/domain/slack-schemas';
import type { GroupDetailRecord } from '@huddle/domain/contracts/groups';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { callAs } from '../../../test/call.ts';
import { queueSettled, until } from '../../../test/eventually.ts';
import { createUser } from '../../../test/factories.ts';
import { startFakeSlack, type FakeSlack } from '../../../test/fakes/slack/slack-server.ts';
import {
  eventCallback,
  memberJoinedChannel,
  memberLeftChannel,
  slackRequest,
} from '../../../test/fakes/slack/signing.ts';
import { addWorkspace, connectWorkspace, slackEnv } from '../../../test/slack.ts';
import { twoTenants, type Session, type Tenants } from '../../../test/tenants.ts';

/**
 * Groups that follow a Slack channel (spec platform §2.8, §3 Group.synced_slack_channel, §4; ADR 33), with the fake
 * Slack over real HTTP and the real job workers: the first sync, Slack's member events, the refusals by hand, and
 * the group turning manual when its channel is unselected.
 */
const TEAM = 'T0ACMEGRP';
let fake: FakeSlack;
let t: TestApp;
let { acme, admin, organizer, user, globexAdmin } = {} as Tenants;
/** Employees of acme with Slack accounts of the same email. */
const people: { id: number; slackId: string }[] = [];
const channel = { runners: 0, readers: 0, unselected: 0 };

async function group(s: Session, id: number) {
  const r = await callAs(t, s, 'GET', `/api/groups/${id}`);
  return r.json().group as GroupDetailRecord;
}
const memberIds = async (id: number) => (await group(admin, id)).employee_ids.slice().sort((a, b) => a - b);
const sorted = (ids: number[]) => ids.slice().sort((a, b) => a - b);

/** Slack tells the app of a join or a leave, signed, as the Events API posts it. */
async function slackSays(event: Record<string, unknown>) {
  const request = slackRequest(fake.signingSecret, 'events', eventCallback(fake, TEAM, event));
  const r = await t.app.inject({ method: 'POST', url: request.path, headers: request.headers, payload: request.body });
  expect(r.statusCode).toBe(200);
}

beforeAll(async () => {
  fake = await startFakeSlack();
  t = await buildTestApp({ env: slackEnv(fake), workers: true });
  ({ acme, admin, organizer, user, globexAdmin } = await twoTenants(t));
  const users = [{ id: 'U0GUEST', email: 'guest@elsewhere.test' }]; // in Slack, not an employee
  for (const n of [1, 2, 3]) {
    const person = await createUser(t.db, acme, {
      email: `runner${n}@acme.test`,
      firstName: 'Runner',
      lastName: `${n}`,
    });
    people.push({ id: person.id, slackId: `U0RUNNER${n}` });
    users.push({ id: `U0RUNNER${n}`, email: person.email });
  }
  addWorkspace(fake, {
    teamId: TEAM,
    users,
    channels: [
      {
        id: 'C0RUNNERS',
        name: 'runners',
        is_private: false,
        members: ['U0RUNNER1', 'U0RUNNER2', 'U0GUEST'],
        botMember: true,
      },
      { id: 'C0READERS', name: 'readers', is_private: true, members: ['U0RUNNER3'], botMember: true },
      { id: 'C0QUIET', name: 'quiet', is_private: false, botMember: true },
    ],
  });
  const channels = await connectWorkspace(t, admin, acme.subdomain, fake, {
    teamId: TEAM,
    select: ['C0RUNNERS', 'C0READERS'],
  });
  Object.assign(channel, {
    runners: channels.get('C0RUNNERS')!.id,
    readers: channels.get('C0READERS')!.id,
    unselected: channels.get('C0QUIET')!.id,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const createFrom = (s: Session, slackChannelId: number | string, name = 'Runners') =>
  callAs(t, s, 'POST', '/api/groups', {
    group: { name, group_admin_ids: [s.user.id], slack_channel_id: slackChannelId },
  });

describe('groups synced with a Slack channel', () => {
  let runners: GroupDetailRecord;

  it("take the channel's members who are employees at the first sync, and show the channel", async () => {
    const r = await createFrom(organizer, channel.runners);
    expect(r.statusCode).toBe(201);
    runners = r.json().group;
    expect(runners.synced_slack_channel).toEqual({
      slack_channel_id: 'C0RUNNERS',
      slack_channel_name: 'runners',
      is_private: false,
    });
    const expected = sorted([organizer.user.id, people[0]!.id, people[1]!.id]);
    await until(
      () => memberIds(runners.id),
      (ids) => JSON.stringify(ids) === JSON.stringify(expected),
    );
    // The list shows it too; a manual group has none.
    const manual = await callAs(t, admin, 'POST', '/api/groups', {
      group: { name: 'Manual', group_admin_ids: [admin.user.id] },
    });
    const list = (await callAs(t, user, 'GET', '/api/groups')).json().data as GroupDetailRecord[];
    expect(list.find((g) => g.id === runners.id)!.synced_slack_channel?.slack_channel_name).toBe('runners');
    expect(list.find((g) => g.id === manual.json().group.id)!.synced_slack_channel).toBeNull();
  }, 60_000);

  it("follow Slack's member_joined_channel and member_left_channel", async () => {
    fake.join('C0RUNNERS', 'U0RUNNER3');
    await slackSays(memberJoinedChannel({ teamId: TEAM, channelId: 'C0RUNNERS', userId: 'U0RUNNER3' }));
    await until(
      () => memberIds(runners.id),
      (ids) => ids.includes(people[2]!.id),
    );
    fake.leave('C0RUNNERS', 'U0RUNNER1');
    await slackSays(memberLeftChannel({ teamId: TEAM, channelId: 'C0RUNNERS', userId: 'U0RUNNER1' }));
    await until(
      () => memberIds(runners.id),
      (ids) => !ids.includes(people[0]!.id),
    );
    expect(await memberIds(runners.id)).toEqual(sorted([organizer.user.id, people[1]!.id, people[2]!.id]));
  }, 60_000);

  it('refuse members added or removed by hand, joining and leaving', async () => {
    const refused = { error: SLACK_MESSAGES.membersManagedByChannel };
    const url = `/api/groups/${runners.id}`;
    for (const [path, ids] of [
      ['mass_join', [user.user.id]],
      ['mass_leave', [people[1]!.id]],
    ] as const) {
      const r = await callAs(t, organizer, 'POST', `${url}/${path}`, { employee_ids: ids });
      expect(r.statusCode).toBe(422);
      expect(r.json()).toMatchObject(refused);
    }
    const join = await callAs(t, user, 'POST', `${url}/join`);
    expect([join.statusCode, join.json()]).toEqual([422, expect.objectContaining(refused)]);
    const leave = await callAs(t, organizer, 'POST', `${url}/leave`);
    expect([leave.statusCode, leave.json()]).toEqual([422, expect.objectContaining(refused)]);
    expect(await memberIds(runners.id)).toEqual(sorted([organizer.user.id, people[1]!.id, people[2]!.id]));
  });

  it('refuse a channel that is not selected, follows another group, or is unknown here', async () => {
    for (const id of [channel.unselected, channel.runners]) {
      const r = await createFrom(admin, id, 'Second');
      expect(r.statusCode).toBe(422);
    }
    expect([404, 422]).toContain((await createFrom(admin, 99_999_999, 'Unknown')).statusCode);
    // Another organization's admin naming acme's channel.
    const foreign = await createFrom(globexAdmin, channel.readers, 'Foreign');
    expect([404, 422]).toContain(foreign.statusCode);
    const globexGroups = (await callAs(t, globexAdmin, 'GET', '/api/groups')).json().data as GroupDetailRecord[];
    expect(globexGroups.map((g) => g.name)).not.toContain('Foreign');
    // Nothing half-made: no group was left behind by the refusals.
    const acmeGroups = (await callAs(t, admin, 'GET', '/api/groups')).json().data as GroupDetailRecord[];
    expect(acmeGroups.map((g) => g.name)).not.toContain('Second');
  });

  it('answer 403 to a member who may not create groups', async () => {
    expect((await createFrom(user, channel.readers, 'Readers')).statusCode).toBe(403);
  });

  it('leave their channel free for another group once deleted', async () => {
    const first = await createFrom(admin, channel.readers, 'Readers');
    expect(first.statusCode).toBe(201);
    expect((await createFrom(admin, channel.readers, 'Readers again')).statusCode).toBe(422);
    const archived = await callAs(t, admin, 'POST', `/api/groups/${first.json().group.id}/archive`);
    expect(archived.statusCode).toBe(200);
    const second = await createFrom(admin, channel.readers, 'Readers again');
    expect(second.statusCode).toBe(201);
    expect(second.json().group.synced_slack_channel.slack_channel_name).toBe('readers');
  });

  it('turn manual when the channel is unselected', async () => {
    const selected = [channel.readers];
    const r = await callAs(t, admin, 'PUT', '/api/organizations/syncables', {
      syncables: [{ ids: selected, type: 'slack_channels' }],
    });
    expect(r.statusCode).toBeLessThan(300);
    const now = await group(admin, runners.id);
    expect(now.synced_slack_channel).toBeNull();
    // Slack's events no longer change it; hands do.
    fake.join('C0RUNNERS', 'U0RUNNER1');
    await slackSays(memberJoinedChannel({ teamId: TEAM, channelId: 'C0RUNNERS', userId: 'U0RUNNER1' }));
    await queueSettled(t);
    const added = await callAs(t, organizer, 'POST', `/api/groups/${runners.id}/mass_join`, {
      employee_ids: [user.user.id],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().group.employee_ids).toContain(user.user.id);
    expect(added.json().group.employee_ids).not.toContain(people[0]!.id);
  });
});
