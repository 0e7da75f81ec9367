/**
 * A second portal for e2e files that need a differently configured build: one English build per test run with every
 * option those files need (analytics and tag manager, Firebase with its messaging replaced at the module boundary),
 * made by the first file that asks and reused by the others; each file serves it with its own API process, started in
 * the test's own process (so the test can read its database) on a port beside the shared e2e server.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { start, type Running } from '../../src/server/server.ts';
import { MEMBERS, TEST_CODE } from './helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The analytics ids of the configured build (tests/e2e/analytics.spec.ts). */
export const ANALYTICS = { ga4: 'G-PORTALTEST1', gtm: 'GTM-PORTAL1' };

/** The Firebase web app of the configured build (tests/e2e/push.spec.ts). */
const FIREBASE_ENV = {
  PUBLIC_FIREBASE_API_KEY: 'test-api-key',
  PUBLIC_FIREBASE_AUTH_DOMAIN: 'portal-test.firebaseapp.com',
  PUBLIC_FIREBASE_PROJECT_ID: 'portal-test',
  PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  PUBLIC_FIREBASE_APP_ID: '1:1234567890:web:abcdef',
  PUBLIC_FIREBASE_VAPID_KEY: 'test-vapid-key',
};

/** Every option of the configured build, which has English pages only (the options do not depend on the language). */
const OPTIONS_ENV: Record<string, string> = {
  PORTAL_LANGUAGES: 'en',
  PUBLIC_GA4_ID: ANALYTICS.ga4,
  PUBLIC_GTM_ID: ANALYTICS.gtm,
  ...FIREBASE_ENV,
  PORTAL_PUSH_ADAPTER: 'tests/e2e/fixtures/push-firebase.fake.ts',
};

/** The configured build of a test run (its runner's process id), removed by tests/e2e/teardown.ts. */
export const configuredDistOf = (runner: number): string => join(tmpdir(), `portal-e2e-options-${runner}`);

/** A running configured portal: its build folder, the API process and its address. */
export interface ConfiguredSite {
  dist: string;
  api: Running;
  base: string;
  /** Stops the API and removes its temporary folder. */
  close: () => Promise<void>;
}

/** Builds the configured site once per test run (a lock file keeps two workers from building it twice). */
async function configuredBuild(): Promise<string> {
  const dist = configuredDistOf(process.ppid);
  const lock = `${dist}.lock`;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((done) => setTimeout(done, 200));
    }
  }
  try {
    if (existsSync(join(dist, 'index.html'))) return dist;
    const build = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build', '--outDir', dist], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...OPTIONS_ENV, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`astro build failed: ${build.stderr}`);
    return dist;
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Serves the configured build with a fresh demo database on `port`. */
export async function startConfiguredSite(name: string, port: number): Promise<ConfiguredSite> {
  const dist = await configuredBuild();
  const dir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const api = await start({
    SITE_DIR: dist,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    SEED_DEMO: 'true',
    STORAGE_DIR: join(dir, 'storage'),
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    LOG_LEVEL: 'warn',
    TEST_NUMBERS: Object.values(MEMBERS)
      .map((m) => `${m.country}:${m.mobile}:${TEST_CODE}`)
      .join(','),
  });
  const close = async (): Promise<void> => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { dist, api, base: `http://127.0.0.1:${port}`, close };
}
