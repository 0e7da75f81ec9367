/**
 * A second portal for e2e files that need a differently configured build (Firebase, analytics): the site built
 * into a temporary folder with extra PUBLIC_* settings, served with the API by a process started in the test's
 * own process (so the test can read its database) on a port beside the shared e2e server.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { start, type Running } from '../../src/server/server.ts';
import { MEMBERS, TEST_CODE } from './helpers.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** A running configured portal: its build folder, the API process and its address. */
export interface ConfiguredSite {
  dist: string;
  api: Running;
  base: string;
  /** Stops the API and removes the temporary folder. */
  close: () => Promise<void>;
}

/** Builds the site with `env` (always a production build) and serves it with a fresh demo database on `port`. */
export async function startConfiguredSite(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<ConfiguredSite> {
  const dir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  const dist = join(dir, 'dist');
  const build = spawnSync(join(ROOT, 'node_modules/.bin/astro'), ['build', '--outDir', dist], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`astro build failed: ${build.stderr}`);
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
