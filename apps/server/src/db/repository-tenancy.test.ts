import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { MODULES } from '../modules/manifest.ts';

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

/** The modules whose services use repositories bound with `tenancy.bind` (the manifest; the lint rule reads it too). */
const boundModules = MODULES.filter((module) => module.tenancy === 'bound').map((module) => module.name);

const keyOf = (file: string, name: string) => `${path.basename(file)}:${name}`;

/** A file's exported functions (declarations, and arrow or function expressions) with their parameters' names. */
function exportedFunctions(file: string) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const exported = (statement: ts.Statement) =>
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);
  const named = (name: string, parameters: ts.NodeArray<ts.ParameterDeclaration>) => ({
    name,
    key: keyOf(file, name),
    parameters: parameters.map((p) => p.name.getText(source)),
  });
  return source.statements.filter(exported).flatMap((statement) => {
    if (ts.isFunctionDeclaration(statement) && statement.name)
      return [named(statement.name.text, statement.parameters)];
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap(({ name, initializer: init }) =>
      init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
        ? [named(name.getText(source), init.parameters)]
        : [],
    );
  });
}

const offenders = (file: string) =>
  exportedFunctions(file)
    .filter(
      (f) =>
        f.parameters.some((n) => /^(id|ids)$|[a-z](Id|Ids)$/.test(n)) &&
        !f.parameters.includes('organizationId') &&
        !CROSS_TENANT.has(f.key) &&
        !REFERENCE_LOOKUPS.has(f.key),
    )
    .map((f) => f.key);

/**
 * Bound, a function gets the scope's organization second: a reference look-up takes it too (as `_organizationId`)
 * so that `bind` offers it, and ignores it.
 */
const takesOrganizationSecond = (f: ReturnType<typeof exportedFunctions>[number]) =>
  f.parameters[1] === 'organizationId' || (REFERENCE_LOOKUPS.has(f.key) && f.parameters[1] === '_organizationId');

describe('repositories', () => {
  it('take the organization with every id', () => {
    expect(repositories.length).toBeGreaterThan(10);
    expect(repositories.flatMap(offenders)).toEqual([]);
  });

  it('name the cross-tenant look-ups that exist', () => {
    const all = repositories.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [...text.matchAll(/export (?:async )?function (\w+)/g)].map((m) => keyOf(file, m[1]!));
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
          .filter((f) => /^(db|tx)$/.test(f.parameters[0] ?? '') && !takesOrganizationSecond(f))
          .map((f) => f.key),
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
