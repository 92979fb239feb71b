import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ADR 12: no repository function takes a child id without its tenant. An exported repository function with an id
 * parameter must also take `organizationId`, unless it is one of the named cross-tenant look-ups below.
 */
const CROSS_TENANT = new Set([
  // The organization of a job queued before jobs named it (run in the system scope).
  'communications.repository.ts:organizationOf',
  'mail.repository.ts:organizationOfOutbox',
  // In an organization's scope these find only that organization's user; on the bare domain any (ADR 12).
  'users.repository.ts:findUserByIdAnyOrganization',
]);

const modules = path.join(import.meta.dirname, '..', 'modules');
const repositories = fs
  .readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => /repository\.ts$/.test(file))
  .map((file) => path.join(modules, file));

function offenders(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    const names = parameters.map((p) => p.name.getText(source));
    const takesId = names.some((n) => /^(id|ids)$|[a-z](Id|Ids)$/.test(n));
    const key = `${path.basename(file)}:${name}`;
    if (takesId && !names.includes('organizationId') && !CROSS_TENANT.has(key)) found.push(key);
  };
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name) check(statement.name.text, statement.parameters);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          check(declaration.name.getText(source), init.parameters);
        }
      }
    }
  }
  return found;
}

describe('repositories', () => {
  it('take the organization with every id', () => {
    expect(repositories.length).toBeGreaterThan(10);
    expect(repositories.flatMap(offenders)).toEqual([]);
  });

  it('name the cross-tenant look-ups that exist', () => {
    const all = repositories.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(/export (?:async )?function (\w+)/g)].map((m) => `${path.basename(file)}:${m[1]}`);
    });
    for (const name of CROSS_TENANT) expect(all).toContain(name);
  });
});
