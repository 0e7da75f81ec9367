/** Builds the static site with Astro when it is missing or older than its sources (what `npm start` calls). */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const STAMP = join(ROOT, 'dist', '.build-stamp');
const INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  if (path.endsWith(join('src', 'server'))) return 0;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

/** True when dist/ is missing or any front-end source changed after the last build. */
export function siteNeedsBuild(): boolean {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(ROOT, input)) > built);
}

/** Runs `astro build` (inheriting output) when needed; throws if the build fails. Returns the dist folder. */
export function buildSiteIfNeeded(force = false): string {
  const dist = join(ROOT, 'dist');
  if (!force && !siteNeedsBuild()) return dist;
  console.log('Building the static site (astro build)…');
  const astro = join(ROOT, 'node_modules', '.bin', 'astro');
  const result = spawnSync(astro, ['build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status ?? result.signal})`);
  writeFileSync(STAMP, new Date().toISOString());
  return dist;
}
