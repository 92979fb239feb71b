import { GOOGLE_ADMIN_RETURN_PATH } from '@huddle/domain/google-groups-schemas';
import type { TestApp } from './build-app.ts';
import { callAs, type Caller } from './call.ts';
import { until } from './eventually.ts';
import type { FakeGoogle } from './fakes/google/google-server.ts';

/** The environment of a test app whose Google is the fake (the configuration names are fixed, issue 34). */
export function googleEnv(fake: FakeGoogle): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
    GOOGLE_AUTHORIZE_URL: fake.authorizeUrl,
    GOOGLE_TOKEN_URL: fake.tokenUrl,
    GOOGLE_API_URL: fake.apiUrl,
    INTEGRATIONS_KEY: 'test-integrations-key-0123456789abcdef',
  };
}

/** The organization's Google admin return page, as the server builds it from configuration. */
export const googleAdminReturnUrl = (subdomain: string) => `http://${subdomain}.huddle.test${GOOGLE_ADMIN_RETURN_PATH}`;

type AdminStatus = { status: string; email: string | null; error: string | null };

/**
 * Connects the admin to the fake's directory the way the web does (google_admin_oauth, Google's code, then
 * google_admin), and waits for the connect job (the app needs `workers: true`). Returns the final status.
 */
export async function connectGoogleAdmin(
  t: TestApp,
  admin: Caller,
  subdomain: string,
  fake: FakeGoogle,
  options: { email?: string; scope?: string } = {},
) {
  const started = await callAs(t, admin, 'POST', '/api/auth_details/google_admin_oauth');
  if (started.statusCode !== 200) throw new Error(`google_admin_oauth: ${started.statusCode} ${started.body}`);
  const redirectUri = googleAdminReturnUrl(subdomain);
  const code = fake.issueCode(redirectUri, options);
  const posted = await callAs(t, admin, 'POST', '/api/auth_details/google_admin', { code, redirect_uri: redirectUri });
  if (posted.statusCode !== 202) throw new Error(`google_admin: ${posted.statusCode} ${posted.body}`);
  return until(
    async () => (await callAs(t, admin, 'GET', '/api/auth_details/google_admin')).json() as AdminStatus,
    (s) => s.status !== 'connecting',
  );
}
