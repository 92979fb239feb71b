import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const modules: { name: string }[] = JSON.parse(
  readFileSync(new URL('apps/server/src/modules/manifest.json', import.meta.url), 'utf8'),
).modules;

/**
 * CI runs the server suite in full once, on PostgreSQL, and on PGlite (SERVER_SUITE=pglite) only what depends on the
 * embedded database: the adapter, migrations and tenancy walls (db/), the job queue and its recovery (jobs/), domain
 * events, mail delivery (one connection: its own branch in mail.delivery.ts), the shared caches (LISTEN/NOTIFY), and
 * one journey per module through the API, its `<module>.test.ts` (ADR 28). `npm test` runs everything on PGlite.
 */
const pgliteSuite = [
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/jobs/**/*.test.ts',
  'apps/server/src/domain-events/**/*.test.ts',
  'apps/server/src/modules/mail/**/*.test.ts',
  'apps/server/src/lib/organization-cache.test.ts',
  'apps/server/src/plugins/no-default-scope.test.ts',
  'apps/server/src/modules/budgets/event-budgets.test.ts',
  ...modules.map(({ name }) => `apps/server/src/modules/${name}/${name}.test.ts`),
];

// Unit and server tests only: Playwright specs (*.spec.ts in e2e/) are never picked up here.
export default defineConfig({
  test: {
    // A run's default is one worker less than the cores: one on this 2-core machine, so every file ran in turn. The
    // files wait on databases, child processes and timers a good part of the time; two workers keep both cores busy.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include:
            process.env.SERVER_SUITE === 'pglite'
              ? pgliteSuite
              : ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Each worker imports the app once for all its files instead of once per file (the server suite on
          // PostgreSQL: 130 s of CPU against 331 s; ADR 28). Every file still builds its own app on its own database,
          // and the app keeps no state in modules but pure caches (formatters, the compiled WebAssembly).
          isolate: false,
          // Each file's fresh process compiles PGlite's 9 MB of WebAssembly; V8's optimizing tier then recompiles its
          // hot parts in the background, which on two busy cores costs more than it saves within one file (the
          // sample of ADR 26: 40 s against 53 s). The baseline compiler alone; JavaScript is not affected.
          execArgv: ['--liftoff-only'],
          // graphql ships CJS and ESM builds; Pothos must load the same one as our code or schemas "come from
          // another realm". Processing Pothos through Vite makes both use the ESM build.
          server: { deps: { inline: [/@pothos\//] } },
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // Lazy pages and the data grid are transformed on first use; with the server suite beside it on two
          // cores that can take longer than the default 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
