import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { SMTPServer } from 'smtp-server';
import type { FakeLlm } from '../../apps/server/test/fakes/llm-server.ts';
import type { FakeSamlIdp } from '../../apps/server/test/fakes/saml-idp.ts';
import type { FakeSlack } from '../../apps/server/test/fakes/slack/slack-server.ts';
import { SERVER_PORT } from './environment.ts';

/** What the teardown needs from the setup. */
export interface RunState {
  serverPid: number | undefined;
  dataDir: string;
  logFile: string;
}

/** Kept on globalThis (setup and teardown share the runner process) and in this file in case they do not. */
export const STATE_FILE = path.join(os.tmpdir(), `huddle-e2e-${SERVER_PORT}.json`);

export interface Running extends RunState {
  smtp?: SMTPServer;
  llm?: FakeLlm;
  slack?: FakeSlack;
  samlIdp?: FakeSamlIdp;
  child?: ChildProcess;
}

declare global {
  var huddleE2e: Running | undefined;
}
