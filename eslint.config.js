import fs from 'node:fs';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importCycles from './scripts/lint/no-import-cycle.js';
import modulePorts from './scripts/lint/module-ports.js';

// The server's modules: one list (apps/server/src/modules/manifest.json) that the app and the tests read too.
const { modules } = JSON.parse(
  fs.readFileSync(new URL('apps/server/src/modules/manifest.json', import.meta.url), 'utf8'),
);
// The repository's own rules, one plugin (flat config refuses the same plugin name defined twice).
const huddle = { rules: { ...importCycles.rules, ...modulePorts.rules } };
const boundModules = modules.filter((module) => module.tenancy === 'bound').map((module) => module.name);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/src/db/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // ARCHITECTURE.md §3.1: imports flow one way, features and modules keep to themselves.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      // The rules see only imports they can resolve: without .ts/.tsx here every extensionless import was
      // "unknown" and no boundary was ever checked.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'boundaries/elements': [
        // Folder patterns: a file belongs to its nearest matching folder (a feature before the app around it).
        { type: 'server-module', pattern: 'apps/server/src/modules/*', mode: 'folder', capture: ['module'] },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', mode: 'folder', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/{lib,components}', mode: 'folder' },
        // The test harness renders the whole app; any test may use it.
        { type: 'web-test', pattern: 'apps/web/src/test', mode: 'folder' },
        { type: 'domain', pattern: 'packages/domain', mode: 'folder' },
        { type: 'server', pattern: 'apps/server', mode: 'folder' },
        { type: 'web', pattern: 'apps/web', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            { from: 'domain', disallow: ['server', 'server-module', 'web', 'web-feature', 'web-shared', 'web-test'] },
            { from: ['server', 'server-module'], disallow: ['web', 'web-feature', 'web-shared', 'web-test'] },
            { from: ['web', 'web-feature', 'web-shared', 'web-test'], disallow: ['server', 'server-module'] },
            {
              from: 'web-feature',
              disallow: [['web-feature', { feature: '!{{from.captured.feature}}' }]],
              message: 'A web feature does not reach into another feature; move shared code to components/ or lib/.',
            },
            {
              // What several features share knows none of them: app/ composes features, never the other way.
              from: 'web-shared',
              disallow: ['web-feature', 'web'],
              message: 'lib/ and components/ know no feature and no app; pass what they need in.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 32: no import circles, type-only imports included; shared types live in leaf files (ARCHITECTURE.md).
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    plugins: { huddle },
    rules: {
      'huddle/no-import-cycle': ['error', { roots: ['apps/server/src', 'apps/web/src', 'packages/domain/src'] }],
    },
  },
  {
    // Issue 32: a server module enters another only through its port (docs/architecture.md, "Ports"). auth/actor.ts
    // is the request's Actor, a leaf type every module names. Tests may build another module's services.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { huddle },
    rules: {
      'huddle/module-ports': [
        'error',
        {
          root: 'apps/server/src/modules',
          modules: modules.map((module) => module.name),
          allowed: ['auth/actor.ts'],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Domain has no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // A server module's repository is private to it: other modules go through the service.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/plugins/uploads.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository*', '../../modules/*/*.repository*'],
              message: 'Call the other module’s port, not its repository.',
            },
            {
              // Issue 31: a form read inside the handler would hold the transaction's connection while it trickles.
              group: ['**/multipart.ts'],
              importNames: ['readMultipart'],
              message: 'Declare the route’s files in config.multipart and take multipartForm(request).',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories bound to the organization (ADR 12): a service of these modules reaches its repositories only
    // through `tenancy.bind`, which supplies the scope's transaction and organization; it never passes a database
    // handle or an organization id to a repository function itself. The bound modules are those of the manifest.
    files: [`apps/server/src/modules/{${boundModules.join(',')}}/**/*.ts`],
    ignores: ['**/*.repository.ts', '**/*-repository.ts', '**/*.cross-tenant.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // `repository` too: a module with one repository imports it under that name.
          selector: 'CallExpression[callee.type="MemberExpression"][callee.object.name=/(^r|R)epository$/]',
          message: 'Call the repository bound with tenancy.bind (const repo = deps.bind(xRepository)).',
        },
        {
          // Named imports would reach a repository function around the binding: import the module as a namespace.
          selector:
            'ImportDeclaration[importKind!="type"][source.value=/repository\\.ts$/] > ImportSpecifier[importKind!="type"]',
          message:
            'Import a repository as a namespace and bind it (import * as xRepository …; deps.bind(xRepository)).',
        },
        {
          selector:
            'CallExpression[callee.type="MemberExpression"][callee.object.name=/^(repo|links)$/][arguments.0.name=/^(db|tx)$/]',
          message: 'A bound repository takes no database handle: the scope supplies it.',
        },
      ],
    },
  },
);
