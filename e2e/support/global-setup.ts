import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_DOMAIN,
  DEMO_USERS,
  LLM_PORT,
  MAIL_DIR,
  REPO_ROOT,
  SAML_IDP_PORT,
  SCREENSHOT_DIR,
  SERVER_ADDRESS,
  SERVER_MAIN,
  SERVER_PORT,
  SLACK_PORT,
  SMTP_PORT,
  WEB_INDEX,
} from './environment.ts';
import { STATE_FILE, type RunState, type Running } from './run-state.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';
import { startFakeLlm } from '../../apps/server/test/fakes/llm-server.ts';
import { startFakeSamlIdp } from '../../apps/server/test/fakes/saml-idp.ts';
import { seedDemoWorkspace } from '../../apps/server/test/fakes/slack/demo-workspace.ts';
import { startFakeSlack } from '../../apps/server/test/fakes/slack/slack-server.ts';

const START_TIMEOUT_MS = 90_000;

async function isAnswering(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited early (${child.exitCode ?? child.signalCode})`);
    }
    if (await isAnswering(`${SERVER_ADDRESS}/api/health`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${SERVER_ADDRESS}/api/health did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
}

export default async function globalSetup() {
  // The built app, as `npm start` runs it: the SPA and the compiled server.
  for (const [what, file] of [
    ['The SPA', WEB_INDEX],
    ['The server', SERVER_MAIN],
  ] as const) {
    if (!fs.existsSync(file)) {
      throw new Error(`${what} is not built (${path.relative(REPO_ROOT, file)} is missing): run npm run build first.`);
    }
  }
  if (await isAnswering(`${SERVER_ADDRESS}/api/health`)) {
    throw new Error(`Something already answers on port ${SERVER_PORT}; stop it before running the browser tests.`);
  }

  // Screenshots of this run only, so none is mistaken for the current state of a screen.
  fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  const smtp = await startSmtpReceiver(SMTP_PORT, MAIL_DIR);
  // The AI event generator's model: the same fake the server tests use, answering good options by default.
  const llm = await startFakeLlm(LLM_PORT);
  // Slack: the fake speaks the Web API and the OAuth page; its workspace's people are the demo's (ADR 33).
  const slack = await startFakeSlack({ port: SLACK_PORT });
  seedDemoWorkspace(slack);
  // Okta with SAML (e2e/sso-saml.spec.ts): whoever the browser brings to its SSO page signs in as the demo's user.
  const samlIdp = await startFakeSamlIdp({ port: SAML_IDP_PORT });
  samlIdp.willSignIn(DEMO_USERS.user.email);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-e2e-data-'));
  const logFile = path.join(os.tmpdir(), `huddle-e2e-server-${SERVER_PORT}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      HOST: '127.0.0.1',
      APP_DOMAIN,
      DATA_DIR: dataDir,
      // Always the embedded database in a fresh folder, whatever the calling shell has set.
      DATABASE_URL: '',
      DEMO_DATA: '1',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      // Every sign-in of the suite comes from 127.0.0.1; the limit itself is covered by the server tests.
      AUTH_RATE_LIMIT: '1000',
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: '',
      SLACK_CLIENT_ID: slack.clientId,
      SLACK_CLIENT_SECRET: slack.clientSecret,
      SLACK_SIGNING_SECRET: slack.signingSecret,
      SLACK_API_URL: slack.apiUrl,
      SLACK_AUTHORIZE_URL: slack.authorizeUrl,
      INTEGRATIONS_KEY: 'e2e-only-integrations-key-0123456789',
    },
    // Its own process group, so the teardown can stop it and anything it started.
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);

  const state: Running = { serverPid: child.pid, dataDir, logFile, smtp, llm, slack, samlIdp, child };
  globalThis.huddleE2e = state;
  fs.writeFileSync(STATE_FILE, JSON.stringify({ serverPid: child.pid, dataDir, logFile } satisfies RunState));

  try {
    await waitForHealth(child);
  } catch (error) {
    const output = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '(no output)';
    console.error(`\nThe Huddle server did not start. Its output (${logFile}):\n${output}\n`);
    const { default: teardown } = await import('./global-teardown.ts');
    await teardown();
    throw error;
  }
}
