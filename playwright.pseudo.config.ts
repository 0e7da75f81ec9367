/**
 * Playwright for the pseudo-language check (docs/LANGUAGES.md): the same browser and server as playwright.config.ts,
 * but the site is the pseudo build (PORTAL_PSEUDO=1, dist-pseudo/) and the only spec is tests/e2e/pseudo.spec.ts.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { portsOf } from './tests/e2e/ports.ts';
import { serverLogOf } from './tests/e2e/server-log.ts';

/** One worker, one server: the first block of ports. */
const PORT = portsOf(0).server;

/** The pseudo run: tests/e2e/pseudo.spec.ts against the pseudo build. */
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: 'pseudo.spec.ts',
  workers: 1,
  // Its own folder: npm test runs this beside the e2e run, whose results are in test-results/.
  outputDir: 'test-results/pseudo',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node scripts/e2e-server.ts > ${serverLogOf(PORT)}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 600_000,
    env: { PORT: String(PORT), ASTRO_TELEMETRY_DISABLED: '1', PORTAL_PSEUDO: '1' },
  },
});
