import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, orgUrl } from './support/environment.ts';

// Browser tests: the built SPA and the real server (embedded database, demo data) in Debian's Chromium,
// with a real SMTP receiver. Global setup starts both; see support/global-setup.ts.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // A spec file at a time in each worker; each worker has its own server, database and mailbox (ADR 37). One worker
  // on two cores (E2E_WORKERS raises it on a larger machine).
  workers: E2E_WORKERS,
  fullyParallel: false,
  // In CI a failure is retried once so its trace shows whether it is flaky, but a spec that passes only on its
  // retry fails the run (failOnFlakyTests), and a focused spec left in would silently skip the rest (issue 32).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  // The browser, the server and the runner share two cores: a page can take longer than the default 5 s to show.
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    // Read in each worker's process: its own server (support/environment.ts).
    baseURL: orgUrl('acme'),
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Never `playwright install`: Debian's chromium is the browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
