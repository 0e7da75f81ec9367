/**
 * Playwright for the pseudo-language check (docs/LANGUAGES.md): the same browser and server as playwright.config.ts,
 * but the site is the pseudo build (PORTAL_PSEUDO=1, dist-pseudo/) and the only spec is tests/e2e/pseudo.spec.ts.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';
import { serverLogOf } from './tests/e2e/server-log.ts';

/** The pseudo run: tests/e2e/pseudo.spec.ts against the pseudo build. */
export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: 'pseudo.spec.ts',
  webServer: {
    ...(Array.isArray(base.webServer) ? base.webServer[0] : base.webServer),
    command: `node scripts/e2e-server.ts > ${serverLogOf(Number(process.env.E2E_PORT ?? 4399))}`,
    env: { ...(Array.isArray(base.webServer) ? {} : base.webServer?.env), PORTAL_PSEUDO: '1' },
  },
});
