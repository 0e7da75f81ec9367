/** Playwright e2e: the Debian Chromium against `scripts/e2e-server.ts` (built site + API, fresh demo data). */
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, PORTS, portsOf } from './tests/e2e/ports.ts';
import { serverLogOf } from './tests/e2e/server-log.ts';

/** The address of a worker's e2e server. */
const addressOf = (port: number): string => `http://127.0.0.1:${port}`;

/** One e2e server per worker (tests/e2e/ports.ts), each with its own fresh database. */
const servers = Array.from({ length: E2E_WORKERS }, (_, slot) => portsOf(slot).server);

/** Mobile-first: every test runs in a 360x800 viewport of the system Chromium (no Playwright download). */
export default defineConfig({
  testDir: 'tests/e2e',
  // The pseudo-language check runs against its own build: playwright.pseudo.config.ts.
  testIgnore: 'pseudo.spec.ts',
  // Removes the configured build and the staff sessions the workers shared (tests/e2e/teardown.ts).
  globalTeardown: './tests/e2e/teardown.ts',
  // Flakiness must show, never be retried away.
  retries: 0,
  // One browser at a time on 2 cores by default; E2E_WORKERS=2 runs two, each against its own server and database.
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A test that takes 10 s alone can take three times that with two workers on a host busy with other suites;
  // a test that hangs still fails, a minute later. Longer tests set their own (test.setTimeout).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    // Read in each worker, whose slot tests/e2e/ports.ts knows.
    baseURL: addressOf(PORTS.server),
    // A navigation that never reaches its document fails on its own, with its call log, before the test's timeout.
    navigationTimeout: 60_000,
    browserName: 'chromium',
    viewport: { width: 360, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  // Started one after the other: the first builds the site, the others find it built.
  webServer: servers.map((port) => ({
    // The server's log goes to a file of the run, which tests/e2e/teardown.ts reads.
    command: `node scripts/e2e-server.ts > ${serverLogOf(port)}`,
    // The project's root, also when a config elsewhere spreads this one (scripts/e2e-reversed.ts).
    cwd: import.meta.dirname,
    url: `${addressOf(port)}/api/health`,
    reuseExistingServer: false,
    // The build makes the site in three languages (docs/LANGUAGES.md): a few minutes on a busy machine.
    timeout: 600_000,
    env: { PORT: String(port), ASTRO_TELEMETRY_DISABLED: '1' },
  })),
});
