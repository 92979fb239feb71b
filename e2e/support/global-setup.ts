import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_DOMAIN,
  DEMO_USERS,
  E2E_WORKERS,
  LLM_PORT,
  mailDirOf,
  REPO_ROOT,
  SAML_IDP_PORT,
  SCREENSHOT_DIR,
  SERVER_MAIN,
  serverAddressOf,
  serverPortOf,
  SLACK_PORT,
  smtpPortOf,
  WEB_INDEX,
} from './environment.ts';
import { STATE_FILE, type RunState, type Running } from './run-state.ts';
import { startSmtpReceiver } from './smtp-receiver.ts';
import { startFakeLlm, type FakeLlm } from '../../apps/server/test/fakes/llm-server.ts';
import { startFakeSamlIdp } from '../../apps/server/test/fakes/saml-idp.ts';
import { seedDemoWorkspace } from '../../apps/server/test/fakes/slack/demo-workspace.ts';
import { startFakeSlack, type FakeSlack } from '../../apps/server/test/fakes/slack/slack-server.ts';

const START_TIMEOUT_MS = 90_000;

async function isAnswering(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForHealth(child: ChildProcess, address: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited early (${child.exitCode ?? child.signalCode})`);
    }
    if (await isAnswering(`${address}/api/health`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET ${address}/api/health did not answer 200 within ${START_TIMEOUT_MS / 1000} s`);
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
  for (let worker = 0; worker < E2E_WORKERS; worker++) {
    if (await isAnswering(`${serverAddressOf(worker)}/api/health`)) {
      throw new Error(
        `Something already answers on port ${serverPortOf(worker)}; stop it before running the browser tests.`,
      );
    }
  }

  // Screenshots of this run only, so none is mistaken for the current state of a screen.
  fs.rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  const smtp = await Promise.all(
    Array.from({ length: E2E_WORKERS }, (_, worker) => startSmtpReceiver(smtpPortOf(worker), mailDirOf(worker))),
  );
  // The AI event generator's model: the same fake the server tests use, answering good options by default.
  const llm = await startFakeLlm(LLM_PORT);
  // Slack: the fake speaks the Web API and the OAuth page; its workspace's people are the demo's (ADR 33).
  const slack = await startFakeSlack({ port: SLACK_PORT });
  seedDemoWorkspace(slack);
  // Okta with SAML (e2e/sso-saml.spec.ts): whoever the browser brings to its SSO page signs in as the demo's user.
  const samlIdp = await startFakeSamlIdp({ port: SAML_IDP_PORT });
  samlIdp.willSignIn(DEMO_USERS.user.email);
  const servers = Array.from({ length: E2E_WORKERS }, (_, worker) => startServer(worker, { llm, slack }));
  const state: Running = { servers, smtp, llm, slack, samlIdp };
  globalThis.huddleE2e = state;
  const saved: RunState = { servers: servers.map(({ pid, dataDir, logFile }) => ({ pid, dataDir, logFile })) };
  fs.writeFileSync(STATE_FILE, JSON.stringify(saved));

  try {
    await Promise.all(servers.map(({ child }, worker) => waitForHealth(child, serverAddressOf(worker))));
  } catch (error) {
    for (const { logFile } of servers) {
      const output = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '(no output)';
      console.error(`\nA Huddle server did not start. Its output (${logFile}):\n${output}\n`);
    }
    const { default: teardown } = await import('./global-teardown.ts');
    await teardown();
    throw error;
  }
}

/** One worker's server: the built app on its own port, with an embedded database in a fresh folder. */
function startServer(worker: number, fakes: { llm: FakeLlm; slack: FakeSlack }) {
  const { llm, slack } = fakes;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-e2e-data-'));
  const logFile = path.join(os.tmpdir(), `huddle-e2e-server-${serverPortOf(worker)}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(serverPortOf(worker)),
      HOST: '127.0.0.1',
      APP_DOMAIN,
      DATA_DIR: dataDir,
      // Always the embedded database in a fresh folder, whatever the calling shell has set.
      DATABASE_URL: '',
      DEMO_DATA: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPortOf(worker)}`,
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
  return { pid: child.pid, dataDir, logFile, child };
}
