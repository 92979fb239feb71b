import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** ADR 12: the lint rule of eslint.config.js keeps a bound module's services on repositories bound to the scope. */
const root = path.join(import.meta.dirname, '..', '..', '..', '..');
const eslint = new ESLint({ cwd: root });

const messagesOf = async (code: string) => {
  const filePath = path.join(root, 'apps/server/src/modules/analytics/analytics.example.ts');
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
};

describe('the bound-repository lint rule', () => {
  it('refuses a repository called around its binding, under any name', async () => {
    for (const name of ['repository', 'analyticsRepository']) {
      const code = `import * as ${name} from './analytics.repository.ts';\nexport const f = (db: never) => ${name}.eventAnalytics(db, 1);\n`;
      expect(await messagesOf(code), name).toContain(
        'Call the repository bound with tenancy.bind (const repo = deps.bind(xRepository)).',
      );
    }
  });

  it('lets a service call the repository it bound', async () => {
    const code = `import * as repository from './analytics.repository.ts';\nexport const f = (deps: { bind: <R>(r: R) => R }) => deps.bind(repository).eventAnalytics;\n`;
    expect(await messagesOf(code)).toEqual([]);
  });
});
