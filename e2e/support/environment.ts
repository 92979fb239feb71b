import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where things are and which ports the browser tests use; shared by the global setup and the specs. */
export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const SCREENSHOT_DIR = path.join(E2E_DIR, 'screenshots');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
export const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

/**
 * Each Playwright worker has a server, an embedded database and a mailbox of its own (ADR 37), so no spec sees
 * another's changes. Playwright tells each worker process its index; the global setup, in the runner's process,
 * starts one of each for every index. One worker on this 2-core machine: two made every test twice as slow.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const serverPortOf = (worker: number) => 3300 + worker;
export const smtpPortOf = (worker: number) => 2536 + worker;
export const mailDirOf = (worker: number) => path.join(E2E_DIR, '.mail', String(worker));

export const SERVER_PORT = serverPortOf(WORKER);
export const SMTP_PORT = smtpPortOf(WORKER);
/** The local OpenAI-compatible server the AI event generator talks to (apps/server/test/fakes/llm-server.ts). */
export const LLM_PORT = 2527;
/** The local Slack (apps/server/test/fakes/slack/), with the demo's "Acme Workspace". */
export const SLACK_PORT = 2528;
/** The local SAML identity provider standing in for an organization's Okta app (apps/server/test/fakes/saml-idp.ts). */
export const SAML_IDP_PORT = 2530;
/**
 * The local OpenID Connect provider (apps/server/test/fakes/oidc-provider.ts): Google's issuer for every server, and
 * the issuer an admin enters on the Okta card, each with a client of its own.
 */
export const OIDC_IDP_PORT = 2532;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_IDP_PORT}`;
export const OIDC_CLIENTS = {
  google: { clientId: 'google-e2e', clientSecret: 'google-e2e-secret' },
  okta: { clientId: 'okta-e2e', clientSecret: 'okta-e2e-secret' },
} as const;
export const APP_DOMAIN = 'localhost';
/** This worker's mailbox: the SMTP receiver writes each message it takes as a JSON file here. */
export const MAIL_DIR = mailDirOf(WORKER);

/** The browser resolves *.localhost by itself; Node does not, so API calls go to 127.0.0.1 with a Host header. */
export const serverAddressOf = (worker: number) => `http://127.0.0.1:${serverPortOf(worker)}`;
export const SERVER_ADDRESS = serverAddressOf(WORKER);
export const orgUrl = (subdomain: string) => `http://${subdomain}.${APP_DOMAIN}:${SERVER_PORT}`;
export const orgHost = (subdomain: string) => `${subdomain}.${APP_DOMAIN}:${SERVER_PORT}`;

export const DEMO_PASSWORD = 'Password1!';
export const DEMO_USERS = {
  admin: { email: 'admin@acme.test', password: DEMO_PASSWORD, firstName: 'Ada' },
  organizer: { email: 'organizer@acme.test', password: DEMO_PASSWORD, firstName: 'Olivia' },
  user: { email: 'user@acme.test', password: DEMO_PASSWORD, firstName: 'Uma' },
} as const;
