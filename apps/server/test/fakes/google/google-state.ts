import { randomBytes } from 'node:crypto';

/** The Directory API's scope for reading groups and their members. */
export const GROUP_READONLY_SCOPE = 'https://www.googleapis.com/auth/admin.directory.group.readonly';

export interface FakeGroupInput {
  email: string;
  name?: string;
  description?: string;
  /** Members' emails (people, type USER, unless `groups` names them). */
  members?: string[];
  /** Members that are other groups (their members count with includeDerivedMembership). */
  groups?: string[];
  /** Members whose account is suspended (status SUSPENDED). */
  suspended?: string[];
}

export interface FakeMember {
  id: string;
  email: string;
  role: 'OWNER' | 'MANAGER' | 'MEMBER';
  type: 'USER' | 'GROUP' | 'CUSTOMER';
  status: 'ACTIVE' | 'SUSPENDED' | 'UNKNOWN';
}

export interface FakeGroup {
  id: string;
  email: string;
  name: string;
  description: string;
  members: FakeMember[];
}

export interface FakeGrant {
  /** The Google account (an admin of the domain) that consented. */
  email: string;
  sub: string;
  scope: string;
  clientId: string;
}

export const etag = () => `"${randomBytes(12).toString('base64url')}"`;
export const googleId = (length = 21) =>
  Array.from(randomBytes(length), (b) => String(b % 10))
    .join('')
    .replace(/^0/, '1');

/** What the fake Google holds: the domain's groups, issued codes and tokens (tests change it directly). */
export class GoogleState {
  groups = new Map<string, FakeGroup>();
  codes = new Map<string, FakeGrant & { redirectUri: string }>();
  accessTokens = new Map<string, FakeGrant & { expiresAt: number; revoked: boolean }>();
  refreshTokens = new Map<string, FakeGrant & { revoked: boolean }>();

  addGroup(input: FakeGroupInput): FakeGroup {
    const member = (email: string, type: FakeMember['type'], status: FakeMember['status']): FakeMember => ({
      id: googleId(),
      email: email.toLowerCase(),
      role: 'MEMBER',
      type,
      status,
    });
    const group: FakeGroup = {
      id: `0${randomBytes(7).toString('hex')}`,
      email: input.email.toLowerCase(),
      name: input.name ?? input.email.split('@')[0]!,
      description: input.description ?? '',
      members: [
        ...(input.members ?? []).map((e) => member(e, 'USER', 'ACTIVE')),
        ...(input.suspended ?? []).map((e) => member(e, 'USER', 'SUSPENDED')),
        ...(input.groups ?? []).map((e) => member(e, 'GROUP', 'ACTIVE')),
      ],
    };
    this.groups.set(group.email, group);
    return group;
  }

  /** A group's members; with `derived`, nested groups' people too (each person once), as Google expands them. */
  membersOf(group: FakeGroup, derived: boolean, seen = new Set<string>()): FakeMember[] {
    seen.add(group.email);
    const out: FakeMember[] = [];
    for (const m of group.members) {
      out.push(m);
      const nested = m.type === 'GROUP' ? this.groups.get(m.email) : undefined;
      if (derived && nested && !seen.has(nested.email)) out.push(...this.membersOf(nested, true, seen));
    }
    const unique = new Map(out.map((m) => [`${m.type}:${m.email}`, m]));
    return [...unique.values()];
  }

  /** Every token of the account stops working (the admin removed the app's access, or left the company). */
  revokeAll(email: string) {
    for (const t of this.accessTokens.values()) if (t.email === email) t.revoked = true;
    for (const t of this.refreshTokens.values()) if (t.email === email) t.revoked = true;
  }
}
