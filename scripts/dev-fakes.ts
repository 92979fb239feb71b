import readline from 'node:readline';
import { startFakeGoogle } from '../apps/server/test/fakes/google/google-server.ts';
import { startFakeLlm } from '../apps/server/test/fakes/llm-server.ts';
import { DEMO_TEAM_ID, seedDemoWorkspace } from '../apps/server/test/fakes/slack/demo-workspace.ts';
import { startFakeSlack } from '../apps/server/test/fakes/slack/slack-server.ts';
import {
  blockActions,
  deliver,
  eventCallback,
  memberJoinedChannel,
  memberLeftChannel,
} from '../apps/server/test/fakes/slack/signing.ts';

/**
 * `npm run dev:fakes`: the local Slack (and the LLM fake) for trying Huddle's integrations by hand. Prints the
 * settings to start the app with, then reads commands that make Slack call the app, signed, until Ctrl-C.
 */
const slackPort = Number(process.env.FAKE_SLACK_PORT ?? 4010);
const llmPort = Number(process.env.FAKE_LLM_PORT ?? 4011);
const appUrl = process.env.FAKE_SLACK_APP_URL ?? 'http://localhost:3000';

const slack = await startFakeSlack({ port: slackPort });
seedDemoWorkspace(slack);
const llm = await startFakeLlm(llmPort);
const google = await startFakeGoogle({ port: Number(process.env.FAKE_GOOGLE_PORT ?? 4012) });
// The demo domain's groups (Google Groups lists, ADR 36); whoever consents is the demo admin.
google.addGroup({
  email: 'engineering@acme.test',
  name: 'Engineering',
  members: ['admin@acme.test', 'user@acme.test'],
});
google.addGroup({ email: 'all@acme.test', name: 'Everyone', members: ['organizer@acme.test', 'guest@elsewhere.test'] });

console.log(`Fake Slack on ${slack.url} ("Acme Workspace", ${DEMO_TEAM_ID}); fake LLM on ${llm.url}; fake Google on ${google.url}

Start Huddle with:
  SLACK_CLIENT_ID=${slack.clientId}
  SLACK_CLIENT_SECRET=${slack.clientSecret}
  SLACK_SIGNING_SECRET=${slack.signingSecret}
  SLACK_API_URL=${slack.apiUrl}
  SLACK_AUTHORIZE_URL=${slack.authorizeUrl}
  INTEGRATIONS_KEY=dev-only-integrations-key-not-for-production
  LLM_BASE_URL=${llm.url}
  LLM_MODEL=fake-model
  GOOGLE_CLIENT_ID=${google.clientId}
  GOOGLE_CLIENT_SECRET=${google.clientSecret}
  GOOGLE_AUTHORIZE_URL=${google.authorizeUrl}
  GOOGLE_TOKEN_URL=${google.tokenUrl}
  GOOGLE_API_URL=${google.apiUrl}

Type a command to make Slack call ${appUrl} (FAKE_SLACK_APP_URL), signed:
  join <channel> <user>        member_joined_channel (e.g. join C00001 U00003)
  leave <channel> <user>       member_left_channel
  rsvp <user> <yes|maybe|no> <event id>   an RSVP button press (block_actions)
  posts                        what the app posted; responses: what it sent to response_urls
Users U00001 admin@acme.test, U00002 organizer@acme.test, U00003 user@acme.test, then the seed's employees.`);

async function run(line: string) {
  const [command, ...args] = line.trim().split(/\s+/);
  if (command === 'join' || command === 'leave') {
    const [channel, user] = args as [string, string];
    const channelType = channel.startsWith('G') ? 'G' : 'C';
    const membership = { teamId: DEMO_TEAM_ID, channelId: channel, userId: user, channelType } as const;
    if (command === 'join') slack.join(channel, user);
    else slack.leave(channel, user);
    const event = command === 'join' ? memberJoinedChannel(membership) : memberLeftChannel(membership);
    const answer = await deliver(slack, appUrl, 'events', eventCallback(slack, DEMO_TEAM_ID, event));
    console.log(`app answered ${answer.status} ${answer.text}`);
  } else if (command === 'rsvp') {
    const [user, choice, eventId] = args as [string, string, string];
    const payload = blockActions(slack, {
      teamId: DEMO_TEAM_ID,
      userId: user,
      actionId: `rsvp_${choice}`,
      value: eventId,
    });
    const answer = await deliver(slack, appUrl, 'interactivity', payload);
    console.log(`app answered ${answer.status} ${answer.text}`);
  } else if (command === 'posts') {
    for (const post of slack.posts) console.log(post.method, post.channel, post.ts, post.text);
  } else if (command === 'responses') {
    for (const response of slack.responses) console.log(response.id, JSON.stringify(response.body));
  } else if (command) {
    console.log('Commands: join, leave, rsvp, posts, responses');
  }
}

const input = readline.createInterface({ input: process.stdin });
input.on('line', (line) => void run(line).catch((error: unknown) => console.error(String(error))));

process.on('SIGINT', () => {
  input.close();
  void Promise.all([slack.close(), llm.close(), google.close()]).then(() => process.exit(0));
});
