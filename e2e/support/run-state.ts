import os from 'node:os';
import path from 'node:path';
import type { SMTPServer } from 'smtp-server';
import type { FakeLlm } from '../../apps/server/test/fakes/llm-server.ts';
import type { FakeSamlIdp } from '../../apps/server/test/fakes/saml-idp.ts';
import type { FakeSlack } from '../../apps/server/test/fakes/slack/slack-server.ts';
import { serverPortOf } from './environment.ts';

/** What the teardown needs from the setup: each worker's server. */
export interface RunState {
  servers: { pid: number | undefined; dataDir: string; logFile: string }[];
}

/** Kept on globalThis (setup and teardown share the runner process) and in this file in case they do not. */
export const STATE_FILE = path.join(os.tmpdir(), `huddle-e2e-${serverPortOf(0)}.json`);

export interface Running extends RunState {
  smtp: SMTPServer[];
  llm?: FakeLlm;
  slack?: FakeSlack;
  samlIdp?: FakeSamlIdp;
}

declare global {
  var huddleE2e: Running | undefined;
}
