import { createHmac, randomBytes } from 'node:crypto';
import type { FakeSlack } from './slack-server.ts';

/**
 * What Slack sends to an app: signed Events API callbacks (JSON) and interactivity payloads (a form with one
 * `payload` field holding JSON), shaped as Slack's reference shows them, and the v0 request signature.
 */
export interface SlackSignatureHeaders {
  'x-slack-signature': string;
  'x-slack-request-timestamp': string;
}

/** Slack's v0 scheme: `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{raw body}` under the signing secret. */
export function signSlackRequest(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): SlackSignatureHeaders {
  const signature = createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex');
  return { 'x-slack-signature': `v0=${signature}`, 'x-slack-request-timestamp': String(timestamp) };
}

export function urlVerification(challenge = randomBytes(16).toString('hex')) {
  return { token: 'Jhj5dZrVaK7ZwHHjRyZWjbDl', challenge, type: 'url_verification' as const };
}

const eventTs = () => `${Math.floor(Date.now() / 1000)}.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

export interface MembershipEvent {
  teamId: string;
  channelId: string;
  userId: string;
  /** `C` for public channels, `G` for private ones (Slack's letters). */
  channelType?: 'C' | 'G';
  inviter?: string;
}

export function memberJoinedChannel({ teamId, channelId, userId, channelType = 'C', inviter }: MembershipEvent) {
  return {
    type: 'member_joined_channel' as const,
    user: userId,
    channel: channelId,
    channel_type: channelType,
    team: teamId,
    ...(inviter ? { inviter } : {}),
    event_ts: eventTs(),
  };
}

export function memberLeftChannel({ teamId, channelId, userId, channelType = 'C' }: MembershipEvent) {
  return {
    type: 'member_left_channel' as const,
    user: userId,
    channel: channelId,
    channel_type: channelType,
    team: teamId,
    event_ts: eventTs(),
  };
}

/** The Events API envelope around an event, for the fake's app installed in `teamId`. */
export function eventCallback(fake: FakeSlack, teamId: string, event: Record<string, unknown>) {
  return {
    token: 'Jhj5dZrVaK7ZwHHjRyZWjbDl',
    team_id: teamId,
    api_app_id: fake.appId,
    event,
    type: 'event_callback' as const,
    event_id: `Ev${randomBytes(6).toString('hex').toUpperCase()}`,
    event_time: Math.floor(Date.now() / 1000),
    authorizations: [
      {
        enterprise_id: null,
        team_id: teamId,
        user_id: fake.botUserId(teamId),
        is_bot: true,
        is_enterprise_install: false,
      },
    ],
    is_ext_shared_channel: false,
    event_context: randomBytes(12).toString('hex'),
  };
}

export interface ButtonPress {
  teamId: string;
  userId: string;
  actionId: string;
  value: string;
  blockId?: string;
  /** Where the message with the button is; a made-up channel and ts otherwise. */
  channelId?: string;
  messageTs?: string;
  /** Defaults to a fresh response_url on the fake (see `fake.responses`). */
  responseUrl?: string;
}

/** A `block_actions` payload for a button pressed in a message the app posted. */
export function blockActions(fake: FakeSlack, press: ButtonPress) {
  const channelId = press.channelId ?? 'C0FAKECHAN';
  const messageTs = press.messageTs ?? eventTs();
  const blockId = press.blockId ?? 'rsvp';
  const actionTs = eventTs();
  return {
    type: 'block_actions' as const,
    user: {
      id: press.userId,
      username: press.userId.toLowerCase(),
      name: press.userId.toLowerCase(),
      team_id: press.teamId,
    },
    api_app_id: fake.appId,
    token: 'Jhj5dZrVaK7ZwHHjRyZWjbDl',
    container: { type: 'message', message_ts: messageTs, channel_id: channelId, is_ephemeral: false },
    trigger_id: `${Date.now()}.${randomBytes(6).toString('hex')}`,
    team: { id: press.teamId, domain: press.teamId.toLowerCase() },
    enterprise: null,
    is_enterprise_install: false,
    channel: { id: channelId, name: 'channel' },
    message: { type: 'message', ts: messageTs, bot_id: `B${fake.botUserId(press.teamId).slice(1)}`, text: '' },
    state: { values: {} },
    response_url: press.responseUrl ?? fake.responseUrl(),
    actions: [
      {
        action_id: press.actionId,
        block_id: blockId,
        text: { type: 'plain_text', text: press.actionId, emoji: true },
        value: press.value,
        type: 'button' as const,
        action_ts: actionTs,
      },
    ],
  };
}

export type SlackDeliveryKind = 'events' | 'interactivity';

export interface SlackDelivery {
  /** `/api/slack/events` or `/api/slack/interactivity`. */
  path: string;
  headers: Record<string, string>;
  /** The raw body, exactly as signed. */
  body: string;
}

/**
 * The request Slack would send: events as JSON, interactivity as `payload=<json>` form data, both signed. Usable with
 * `app.inject({ method: 'POST', url: path, headers, payload: body })`.
 */
export function slackRequest(
  secret: string,
  kind: SlackDeliveryKind,
  payload: object,
  timestamp?: number,
): SlackDelivery {
  const body =
    kind === 'events' ? JSON.stringify(payload) : new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  const contentType = kind === 'events' ? 'application/json' : 'application/x-www-form-urlencoded';
  return {
    path: `/api/slack/${kind}`,
    headers: {
      'content-type': contentType,
      'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
      ...signSlackRequest(secret, body, timestamp),
    },
    body,
  };
}

/** POSTs a signed request to a running app at `appUrl` the way Slack does. */
export async function deliver(fake: FakeSlack, appUrl: string, kind: SlackDeliveryKind, payload: object) {
  const request = slackRequest(fake.signingSecret, kind, payload);
  const response = await fetch(new URL(request.path, appUrl), {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, text: await response.text() };
}
