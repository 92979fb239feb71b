/** Starting the app and the bare baseline as processes of their own, and timing the app's start-up. */
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

export const root = path.resolve(import.meta.dirname, '..');
const compiled = path.join(root, 'apps/server/dist/main.js');

export interface Started {
  child: ChildProcess;
  base: string;
  /** From spawn to the first healthy answer. */
  startupMs: number;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  };
}

/** The server as `npm start` runs it: compiled JavaScript when built (npm run build), else through tsx. */
export function serverCommand(): { args: string[]; compiled: boolean } {
  if (fs.existsSync(compiled)) return { args: [compiled], compiled: true };
  return { args: ['--import', 'tsx', 'apps/server/src/main.ts'], compiled: false };
}

export async function startApp(options: {
  port: number;
  databaseUrl?: string;
  dataDir: string;
  demoData: boolean;
  env?: Record<string, string>;
}): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, serverCommand().args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DEMO_DATA: options.demoData ? '1' : '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${options.port}`;
  await waitForHealth(`${base}/api/health`, child);
  return { child, base, startupMs: Math.round(performance.now() - started), stop: stopper(child) };
}

export async function startBare(options: { port: number; databaseUrl: string }): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(options.port), DATABASE_URL: options.databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${options.port}`;
  await waitForHealth(`${base}/health`, child);
  return { child, base, startupMs: Math.round(performance.now() - started), stop: stopper(child) };
}
