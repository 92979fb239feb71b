import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database', () => {
  it('locks its data directory so a second open fails, and frees it on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-lock-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/Another Huddle process/);
    await first.migrate();
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'huddle-lock-'));
    dirs.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'db.lock'), '999999');
    const database = await openDatabase({ dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
  });
});
