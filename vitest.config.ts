import { defineConfig } from 'vitest/config';

// Unit and server tests only: Playwright specs (*.spec.ts in e2e/) are never picked up here.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
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
