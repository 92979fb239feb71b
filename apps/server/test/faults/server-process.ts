import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/** A free local port (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The real server in a child process, as an operator runs it: from its TypeScript sources (tests) or its build
 * (`npm run faults`). Resolves once /api/health/ready answers 200. The reliability scenarios kill it and start it
 * again on the same database.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { from?: 'source' | 'build'; port?: number; readyTimeoutMs?: number } = {},
) {
  const port = options.port ?? (await freePort());
  const main =
    options.from === 'build'
      ? [path.join(repoRoot, 'apps/server/dist/main.js')]
      : ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')];
  const started = Date.now();
  const child = spawn(process.execPath, main, {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      APP_DOMAIN: 'huddle.test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve((exit = { code, signal }))),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (exit) throw new Error(`the server exited (${JSON.stringify(exit)}) before it was ready:\n${output}`);
    const ready = await fetch(`${url}/api/health/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    pid: child.pid!,
    /** Milliseconds from spawn to ready. */
    startMs: Date.now() - started,
    output: () => output,
    kill: (signal: NodeJS.Signals) => child.kill(signal),
    exited,
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;
