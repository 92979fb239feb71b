import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/google/google-server.ts';
import type { ProviderError } from '../provider-error.ts';
import { createDirectoryClient } from './directory-client.ts';
import { createGoogleOAuth } from './google-oauth.ts';

let fake: FakeGoogle;
const REDIRECT = 'http://acme.huddle.test/auth/google-admin';

beforeAll(async () => {
  fake = await startFakeGoogle();
  for (let i = 0; i < 205; i++) fake.addGroup({ email: `g${String(i).padStart(3, '0')}@acme.test` });
});
afterAll(() => fake?.close());

const config = () => ({
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  issuer: fake.url,
  authorizeUrl: fake.authorizeUrl,
  tokenUrl: fake.tokenUrl,
  apiUrl: fake.apiUrl,
});
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ProviderError,
  );

describe("Google's token endpoint and Directory API through the official clients", () => {
  it('exchanges a code and refreshes; a revoked grant is invalid_grant (revoked)', async () => {
    const oauth = createGoogleOAuth(config());
    const grant = await oauth.exchangeCode(fake.issueCode(REDIRECT, { email: 'ada@acme.test' }), REDIRECT);
    expect(grant).toMatchObject({ email: 'ada@acme.test', refreshToken: expect.stringMatching(/^1\/\//) });
    expect(grant.expiresInSeconds).toBeGreaterThan(3500);
    const refreshed = await oauth.refresh(grant.refreshToken!);
    expect(refreshed.accessToken).not.toBe(grant.accessToken);
    expect(refreshed.refreshToken).toBe(grant.refreshToken);
    fake.revokeAll('ada@acme.test');
    const error = await failure(oauth.refresh(grant.refreshToken!));
    expect(error).toMatchObject({ provider: 'google', code: 'invalid_grant', kind: 'revoked' });
    // A code is used once.
    const code = fake.issueCode(REDIRECT);
    await oauth.exchangeCode(code, REDIRECT);
    expect(await failure(oauth.exchangeCode(code, REDIRECT))).toMatchObject({ kind: 'revoked', code: 'invalid_grant' });
  });

  it("pages groups, and maps Google's errors: rate limits retryable with Retry-After, 401 revoked, 403 refused", async () => {
    const oauth = createGoogleOAuth(config());
    const directory = createDirectoryClient(config());
    const { accessToken } = await oauth.exchangeCode(fake.issueCode(REDIRECT, { email: 'bo@acme.test' }), REDIRECT);
    const first = await directory.listGroups(accessToken);
    expect(first.groups).toHaveLength(200);
    expect(first.nextPageToken).toBeTruthy();
    expect((await directory.listGroups(accessToken, first.nextPageToken!)).groups).toHaveLength(5);
    expect(await directory.allGroups(accessToken)).toHaveLength(205);

    fake.failNext('groups.list', { status: 429, retryAfter: 7 });
    expect(await failure(directory.listGroups(accessToken))).toMatchObject({ kind: 'retryable', retryAfterSeconds: 7 });
    fake.failNext('groups.list', { status: 403, reason: 'userRateLimitExceeded', retryAfter: 2 });
    expect(await failure(directory.listGroups(accessToken))).toMatchObject({
      kind: 'retryable',
      code: 'userRateLimitExceeded',
      retryAfterSeconds: 2,
    });
    fake.failNext('groups.list', { status: 503 });
    expect(await failure(directory.listGroups(accessToken))).toMatchObject({ kind: 'retryable' });
    expect(await failure(directory.listGroups('ya29.not-a-token'))).toMatchObject({
      kind: 'revoked',
      code: 'authError',
    });

    const narrow = await oauth.exchangeCode(fake.issueCode(REDIRECT, { scope: 'openid email' }), REDIRECT);
    expect(await failure(directory.listGroups(narrow.accessToken))).toMatchObject({
      kind: 'refused',
      code: 'insufficientPermissions',
    });
    expect(await failure(directory.listMembers(accessToken, 'nope@acme.test'))).toMatchObject({
      kind: 'refused',
      code: 'notFound',
    });
  });
});
