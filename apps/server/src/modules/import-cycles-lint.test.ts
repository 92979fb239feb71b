import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Issue 32: the lint rule huddle/no-import-cycle of eslint.config.js refuses a circle, type-only imports included. */
const root = path.join(import.meta.dirname, '..', '..', '..', '..');
const eslint = new ESLint({ cwd: root });
const actor = path.join(root, 'apps/server/src/modules/auth/actor.ts');

const messagesOf = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'huddle/no-import-cycle').map((m) => m.message);
};

describe('the import-cycle lint rule', () => {
  it('refuses a type-only import that closes a circle, and names the circle', async () => {
    const code = `import type { AuthService } from './auth.service.ts';\nexport type Circle = AuthService;\n`;
    expect(await messagesOf(code, actor)).toEqual([
      expect.stringContaining(
        'Import circle: apps/server/src/modules/auth/actor.ts → apps/server/src/modules/auth/auth.service.ts → apps/server/src/modules/auth/actor.ts.',
      ),
    ]);
  });

  it('counts a lazy import() too', async () => {
    const code = `export const load = () => import('./auth.service.ts');\n`;
    expect(await messagesOf(code, actor)).toHaveLength(1);
  });

  it('lets a leaf file be', async () => {
    expect(await messagesOf(fs.readFileSync(actor, 'utf8'), actor)).toEqual([]);
  });
});
