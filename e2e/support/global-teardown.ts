import fs from 'node:fs';
import { STATE_FILE, type RunState } from './run-state.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the server's process group (SIGTERM, then SIGKILL after 10 s). */
async function stopServer(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 10_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (isAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone in the meantime
    }
  }
}

export default async function globalTeardown() {
  const running = globalThis.huddleE2e;
  let state: RunState | undefined = running;
  if (!state && fs.existsSync(STATE_FILE)) state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as RunState;
  await Promise.all((state?.servers ?? []).map((server) => (server.pid ? stopServer(server.pid) : undefined)));
  for (const smtp of running?.smtp ?? []) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  if (running?.llm) await running.llm.close();
  if (running?.slack) await running.slack.close();
  if (running?.samlIdp) await running.samlIdp.close();
  for (const server of state?.servers ?? []) fs.rmSync(server.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
  globalThis.huddleE2e = undefined;
}
