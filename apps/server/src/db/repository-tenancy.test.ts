import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ADR 12: no repository function takes a child id without its tenant. An exported repository function with an id
 * parameter must also take `organizationId`, unless it is one of the named cross-tenant look-ups below.
 */
const CROSS_TENANT = new Set(['mail.repository.ts:organizationOfOutbox']);

/** Look-ups in reference tables that every organization shares (the ISO currencies): no tenant to take. */
const REFERENCE_LOOKUPS = new Set(['budgets.repository.ts:allCurrencies', 'budgets.repository.ts:currenciesByIds']);

/**
 * The cross-tenant look-ups that live in modules of their own (`<module>.cross-tenant.ts`), run only in the system
 * scope. A new one is a decision: name it here and in ADR 12.
 */
const CROSS_TENANT_MODULES = {
  'communications.cross-tenant.ts': ['withoutDispatchJob', 'organizationOf'],
  'organizations.cross-tenant.ts': ['findOrganizationBySubdomain'],
  'users.cross-tenant.ts': ['findUserByIdAnyOrganization'],
};

const modules = path.join(import.meta.dirname, '..', 'modules');
const repositories = fs
  .readdirSync(modules, { recursive: true, encoding: 'utf8' })
  .filter((file) => /repository\.ts$/.test(file))
  .map((file) => path.join(modules, file));

/** The modules whose services use repositories bound with `tenancy.bind` (the lint rule in eslint.config.js). */
const boundModules = (() => {
  const config = fs.readFileSync(path.join(import.meta.dirname, '..', '..', '..', '..', 'eslint.config.js'), 'utf8');
  const glob = /apps\/server\/src\/modules\/\{([\w,-]+)\}/.exec(config);
  return glob ? glob[1]!.split(',') : [];
})();

const exportedFunctions = (file: string) => {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) =>
    ts.isFunctionDeclaration(statement) &&
    statement.name &&
    ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      ? [{ name: statement.name.text, parameters: statement.parameters.map((p) => p.name.getText(source)) }]
      : [],
  );
};

function offenders(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const check = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => {
    const names = parameters.map((p) => p.name.getText(source));
    const takesId = names.some((n) => /^(id|ids)$|[a-z](Id|Ids)$/.test(n));
    const key = `${path.basename(file)}:${name}`;
    if (takesId && !names.includes('organizationId') && !CROSS_TENANT.has(key) && !REFERENCE_LOOKUPS.has(key)) {
      found.push(key);
    }
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

  it('bound to the scope take the organization second, in every function', () => {
    // A bound repository drops each function's first two parameters: a function whose second is not the
    // organization (a cross-tenant look-up by id) would be handed the organization as that id.
    expect(boundModules).toEqual(expect.arrayContaining(['events', 'guests']));
    const wrong = repositories
      .filter((file) => boundModules.includes(path.basename(path.dirname(file))))
      .flatMap((file) =>
        exportedFunctions(file)
          .filter((f) => /^(db|tx)$/.test(f.parameters[0] ?? '') && f.parameters[1] !== 'organizationId')
          .map((f) => `${path.basename(file)}:${f.name}`),
      );
    expect(wrong).toEqual([]);
  });

  it('keep the cross-tenant look-ups of bound modules in named modules of their own', () => {
    for (const [file, names] of Object.entries(CROSS_TENANT_MODULES)) {
      const module = path.join(modules, file.split('.')[0]!, file);
      expect(exportedFunctions(module).map((f) => f.name)).toEqual(names);
    }
  });
});
