/** Playwright e2e: the Debian Chromium against `scripts/e2e-server.ts` (built site + API, fresh demo data). */
import { defineConfig } from '@playwright/test';
import { serverLogOf } from './tests/e2e/server-log.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Mobile-first: every test runs in a 360x800 viewport of the system Chromium (no Playwright download). */
export default defineConfig({
  testDir: 'tests/e2e',
  // The pseudo-language check runs against its own build: playwright.pseudo.config.ts.
  testIgnore: 'pseudo.spec.ts',
  // Removes the configured build and the staff sessions the workers shared (tests/e2e/teardown.ts).
  globalTeardown: './tests/e2e/teardown.ts',
  // Flakiness must show, never be retried away.
  retries: 0,
  // One browser at a time on 2 cores, beside the server; tests share one seeded database.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
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
  webServer: {
    // The server's log goes to a file of the run, which tests/e2e/teardown.ts reads.
    command: `node scripts/e2e-server.ts > ${serverLogOf(PORT)}`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // The build makes the site in three languages (docs/LANGUAGES.md): a few minutes on a busy machine.
    timeout: 600_000,
    env: { PORT: String(PORT), ASTRO_TELEMETRY_DISABLED: '1' },
  },
});
