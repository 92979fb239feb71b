import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import type { Services } from '../services.ts';
import { MODULES, type RouteContext } from './manifest.ts';

const folder = import.meta.dirname;
const folders = fs
  .readdirSync(folder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (module: string, suffix: string) =>
  fs.readdirSync(path.join(folder, module)).filter((file) => file.endsWith(suffix));

/** Stands for any service or setting: the registrations only build plugins here, they never run a handler. */
const anything: unknown = new Proxy(() => anything, { get: () => anything });
const services = anything as Services;
const context = anything as RouteContext;

describe('the module manifest', () => {
  it('names every folder of modules/ once, and only folders that exist', () => {
    const names = MODULES.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...folders].sort());
  });

  it('registers every routes and GraphQL file of each module', () => {
    for (const module of MODULES) {
      expect([module.name, module.routes?.(services, context).length ?? 0]).toEqual([
        module.name,
        filesOf(module.name, '.routes.ts').length,
      ]);
      expect([module.name, module.graphql?.(services).length ?? 0]).toEqual([
        module.name,
        filesOf(module.name, '.graphql.ts').length,
      ]);
    }
  });

  it('gives each service of the composition root to one module', () => {
    const owned = MODULES.flatMap((module) => module.services);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it('says why a module does not bind its repositories to the organization', () => {
    for (const module of MODULES) {
      if (module.tenancy !== 'bound') expect(module.why, module.name).toMatch(/\w+ \w+/);
    }
    expect(MODULES.filter((module) => module.tenancy !== 'bound').map((module) => module.name)).toEqual([
      'auth',
      'mail',
    ]);
  });

  it('has the lint rule of bound repositories check the services of every bound module, and only those', async () => {
    const eslint = new ESLint({ cwd: path.join(folder, '..', '..', '..', '..') });
    for (const module of MODULES) {
      const service = filesOf(module.name, '.service.ts')[0]!;
      const config = await eslint.calculateConfigForFile(path.join(folder, module.name, service));
      const checked = config.rules?.['no-restricted-syntax'] !== undefined;
      expect([module.name, checked]).toEqual([module.name, module.tenancy === 'bound']);
    }
  });
});
