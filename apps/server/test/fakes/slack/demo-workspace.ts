import { DEMO_PEOPLE } from '../../../src/db/seed/demo-people.ts';
import type { FakeSlack } from './slack-server.ts';

export const DEMO_TEAM_ID = 'T0ACME';

const TOPICS = [
  'general',
  'random',
  'announcements',
  'events',
  'social',
  'office-new-york',
  'office-san-francisco',
  'office-london',
  'engineering',
  'design',
  'marketing',
  'sales',
  'support',
  'people-ops',
  'erg-women-in-tech',
  'erg-pride',
  'erg-parents',
  'wellness',
  'book-club',
  'running-club',
];
const PRIVATE = ['leadership', 'hr-confidential', 'event-planning', 'budget-review'];

/**
 * "Acme Workspace" for `npm run dev:fakes` and browser tests: the demo seed's acme.test people (same emails, so
 * Slack users map to employees), 66 public channels (and an archived one) and 4 private ones (the bot in three), enough for paging.
 */
export function seedDemoWorkspace(fake: FakeSlack) {
  const bot = fake.addTeam({ id: DEMO_TEAM_ID, name: 'Acme Workspace', domain: 'acme' }).botUserId;
  const people: [string, string, string][] = [
    ['admin@acme.test', 'Ada', 'Admin'],
    ['organizer@acme.test', 'Olivia', 'Organizer'],
    ['user@acme.test', 'Uma', 'User'],
    ...DEMO_PEOPLE.map(([first, last]): [string, string, string] => [
      `${first}.${last}@acme.test`.toLowerCase(),
      first,
      last,
    ]),
  ];
  const userIds = people.map(([email, first, last], i) => {
    const id = `U0${String(i + 1).padStart(4, '0')}`;
    fake.addUser(DEMO_TEAM_ID, { id, email, real_name: `${first} ${last}` });
    return id;
  });
  fake.addUser(DEMO_TEAM_ID, { id: 'U0GONE', email: 'former@acme.test', real_name: 'Former Person', deleted: true });
  fake.addUser(DEMO_TEAM_ID, { id: 'U0OTHERBOT', email: '', real_name: 'Standup Bot', is_bot: true });
  const names = [...TOPICS, ...Array.from({ length: 46 }, (_, i) => `project-${String(i + 1).padStart(2, '0')}`)];
  // Members: a deterministic slice of the people, so channels differ in size; the bot in every other channel.
  const membersOf = (i: number) => userIds.filter((_, u) => (u + i) % (2 + (i % 5)) === 0);
  names.forEach((name, i) => {
    fake.addChannel(DEMO_TEAM_ID, {
      id: `C0${String(i + 1).padStart(4, '0')}`,
      name,
      is_private: false,
      // #general has everyone, as in every Slack workspace.
      members: name === 'general' ? [bot, ...userIds] : i % 2 === 0 ? [bot, ...membersOf(i)] : membersOf(i),
      purpose: i < TOPICS.length ? `Everything about ${name.replace(/-/g, ' ')}` : '',
      topic: name === 'general' ? 'Company-wide news' : '',
    });
  });
  PRIVATE.forEach((name, i) => {
    fake.addChannel(DEMO_TEAM_ID, {
      id: `G0${String(i + 1).padStart(4, '0')}`,
      name,
      is_private: true,
      members: i === PRIVATE.length - 1 ? membersOf(i) : [bot, ...membersOf(i)],
    });
  });
  fake.addChannel(DEMO_TEAM_ID, {
    id: 'C0ARCHIVED',
    name: 'old-offsite',
    is_private: false,
    members: [bot],
    is_archived: true,
  });
  return { teamId: DEMO_TEAM_ID, botUserId: bot, userIds };
}
