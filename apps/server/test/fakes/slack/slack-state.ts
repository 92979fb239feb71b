import { randomBytes } from 'node:crypto';

/**
 * The fake Slack's memory: workspaces (teams), their users and channels, the bot tokens it minted, the OAuth codes it
 * issued and the messages posted. Plain data with small helpers; the HTTP side (slack-server.ts) and the methods
 * (slack-methods.ts) read and change it.
 */
export interface FakeTeamInput {
  id: string;
  name: string;
  /** The workspace's subdomain (`<domain>.slack.com`); derived from the name when absent. */
  domain?: string;
}

export interface FakeUserInput {
  id: string;
  email: string;
  real_name: string;
  is_bot?: boolean;
  deleted?: boolean;
}

export interface FakeChannelInput {
  id: string;
  name: string;
  is_private: boolean;
  /** User ids; put the team's bot user id (`fake.botUserId(teamId)`) here to make the bot a member. */
  members: string[];
  purpose?: string;
  topic?: string;
  is_archived?: boolean;
}

export interface FakeTeam {
  id: string;
  name: string;
  domain: string;
  botUserId: string;
}

export interface FakeUser extends FakeUserInput {
  teamId: string;
}

export interface FakeChannel {
  teamId: string;
  id: string;
  name: string;
  is_private: boolean;
  is_archived: boolean;
  members: Set<string>;
  purpose: string;
  topic: string;
  created: number;
}

export interface FakeToken {
  token: string;
  teamId: string;
  scopes: Set<string>;
  revoked: boolean;
}

export interface FakeCode {
  code: string;
  clientId: string;
  teamId: string;
  redirectUri: string;
  scope: string;
  used: boolean;
}

/** A message the fake accepted through chat.postMessage, chat.update or chat.postEphemeral. */
export interface FakePost {
  method: 'chat.postMessage' | 'chat.update' | 'chat.postEphemeral';
  teamId: string;
  channel: string;
  ts: string;
  text: string | undefined;
  /** The Block Kit blocks, parsed (the SDK sends them as a JSON string in a form body). */
  blocks: unknown[] | undefined;
  /** chat.postEphemeral: the user who sees it. */
  user?: string;
  thread_ts?: string;
}

/** What the installed app may do unless a test or the authorize URL asks for other scopes. */
export const DEFAULT_SCOPES = [
  'channels:read',
  'groups:read',
  'channels:join',
  'chat:write',
  'chat:write.public',
  'users:read',
  'users:read.email',
].join(',');

export function randomId(prefix: string, length = 10) {
  return prefix + randomBytes(length).toString('hex').toUpperCase().slice(0, length);
}

export class SlackState {
  teams = new Map<string, FakeTeam>();
  users = new Map<string, FakeUser>();
  channels = new Map<string, FakeChannel>();
  tokens = new Map<string, FakeToken>();
  codes = new Map<string, FakeCode>();
  posts: FakePost[] = [];
  private tsCounter = 0;

  addTeam(input: FakeTeamInput): FakeTeam {
    const domain = input.domain ?? input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const botUserId = `U0BOT${input.id.replace(/^T/, '')}`;
    const team = { id: input.id, name: input.name, domain, botUserId };
    this.teams.set(team.id, team);
    this.users.set(botUserId, { teamId: team.id, id: botUserId, email: '', real_name: 'Huddle', is_bot: true });
    return team;
  }

  team(teamId: string): FakeTeam {
    const team = this.teams.get(teamId);
    if (!team) throw new Error(`Fake Slack: no team ${teamId}; call addTeam first`);
    return team;
  }

  addUser(teamId: string, input: FakeUserInput): FakeUser {
    this.team(teamId);
    const user = { ...input, teamId };
    this.users.set(user.id, user);
    return user;
  }

  addChannel(teamId: string, input: FakeChannelInput): FakeChannel {
    this.team(teamId);
    const channel: FakeChannel = {
      teamId,
      id: input.id,
      name: input.name,
      is_private: input.is_private,
      is_archived: input.is_archived ?? false,
      members: new Set(input.members),
      purpose: input.purpose ?? '',
      topic: input.topic ?? '',
      created: Math.floor(Date.now() / 1000) - 86_400,
    };
    this.channels.set(channel.id, channel);
    return channel;
  }

  channel(channelId: string): FakeChannel {
    const channel = this.channels.get(channelId);
    if (!channel) throw new Error(`Fake Slack: no channel ${channelId}`);
    return channel;
  }

  mintToken(teamId: string, scope = DEFAULT_SCOPES): string {
    this.team(teamId);
    const token = `xoxb-${teamId}-${randomBytes(12).toString('hex')}`;
    this.tokens.set(token, { token, teamId, scopes: new Set(scope.split(/[\s,]+/).filter(Boolean)), revoked: false });
    return token;
  }

  issueCode(clientId: string, teamId: string, redirectUri: string, scope = DEFAULT_SCOPES): string {
    this.team(teamId);
    const code = `${teamId}.${randomBytes(16).toString('hex')}`;
    this.codes.set(code, { code, clientId, teamId, redirectUri, scope, used: false });
    return code;
  }

  /** Slack's message timestamps: seconds, a dot, six digits; unique within the fake. */
  nextTs(): string {
    this.tsCounter += 1;
    return `${Math.floor(Date.now() / 1000)}.${String(this.tsCounter).padStart(6, '0')}`;
  }
}

/** A conversation object as conversations.list / info / join present it. */
export function channelJson(channel: FakeChannel, botUserId: string, withMemberCount: boolean) {
  const topicOrPurpose = (value: string) => ({ value, creator: value ? botUserId : '', last_set: value ? 1 : 0 });
  return {
    id: channel.id,
    name: channel.name,
    name_normalized: channel.name,
    is_channel: !channel.is_private,
    is_group: channel.is_private,
    is_im: false,
    is_mpim: false,
    is_private: channel.is_private,
    is_archived: channel.is_archived,
    is_general: channel.name === 'general',
    is_shared: false,
    is_ext_shared: false,
    is_org_shared: false,
    is_member: channel.members.has(botUserId),
    created: channel.created,
    creator: botUserId,
    context_team_id: channel.teamId,
    topic: topicOrPurpose(channel.topic),
    purpose: topicOrPurpose(channel.purpose),
    previous_names: [],
    ...(withMemberCount ? { num_members: channel.members.size } : {}),
  };
}

/** A user object as users.info / users.lookupByEmail present it; the email only with users:read.email. */
export function userJson(user: FakeUser, withEmail: boolean) {
  const name = user.email ? user.email.split('@')[0] : user.real_name.toLowerCase().replace(/\s+/g, '.');
  return {
    id: user.id,
    team_id: user.teamId,
    name,
    deleted: user.deleted ?? false,
    real_name: user.real_name,
    tz: 'Europe/London',
    is_admin: false,
    is_owner: false,
    is_bot: user.is_bot ?? false,
    is_app_user: false,
    updated: 1,
    profile: {
      real_name: user.real_name,
      real_name_normalized: user.real_name,
      display_name: user.real_name,
      display_name_normalized: user.real_name,
      ...(withEmail && user.email ? { email: user.email } : {}),
      team: user.teamId,
    },
  };
}
