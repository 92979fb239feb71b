import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where things are and which ports the browser tests use; shared by the global setup and the specs. */
export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const MAIL_DIR = path.join(E2E_DIR, '.mail');
export const SCREENSHOT_DIR = path.join(E2E_DIR, 'screenshots');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
export const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

export const SERVER_PORT = 3300;
export const SMTP_PORT = 2526;
/** The local OpenAI-compatible server the AI event generator talks to (apps/server/test/fakes/llm-server.ts). */
export const LLM_PORT = 2527;
/** The local Slack (apps/server/test/fakes/slack/), with the demo's "Acme Workspace". */
export const SLACK_PORT = 2528;
/** The local SAML identity provider standing in for an organization's Okta app (apps/server/test/fakes/saml-idp.ts). */
export const SAML_IDP_PORT = 2530;
export const APP_DOMAIN = 'localhost';

/** The browser resolves *.localhost by itself; Node does not, so API calls go to 127.0.0.1 with a Host header. */
export const SERVER_ADDRESS = `http://127.0.0.1:${SERVER_PORT}`;
export const orgUrl = (subdomain: string) => `http://${subdomain}.${APP_DOMAIN}:${SERVER_PORT}`;
export const orgHost = (subdomain: string) => `${subdomain}.${APP_DOMAIN}:${SERVER_PORT}`;

export const DEMO_PASSWORD = 'Password1!';
export const DEMO_USERS = {
  admin: { email: 'admin@acme.test', password: DEMO_PASSWORD, firstName: 'Ada' },
  organizer: { email: 'organizer@acme.test', password: DEMO_PASSWORD, firstName: 'Olivia' },
  user: { email: 'user@acme.test', password: DEMO_PASSWORD, firstName: 'Uma' },
} as const;
