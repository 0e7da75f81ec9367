/**
 * Builds the static site with Astro when it is missing or older than its sources (what `npm start` calls).
 * The sources are the front end (src/ without src/server/, public/, the Astro, package and TypeScript
 * configuration) plus the few src/server/ files the build itself reads: the seed catalogue that the pagefind
 * export of src/integrations/catalogue-records.ts indexes, and whatever those files import.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { deployDirOf } from '../../src/delivery/manifest.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const INPUTS = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
const SOURCE = /\.(?:ts|tsx|mts|js|mjs|astro)$/;
/** Relative module specifiers: `from './x.ts'`, `import './x.ts'`, `import('./x.ts')`. */
const RELATIVE_IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** The build stamp of a built folder, in the deploy folder beside it (never published). */
const stampOf = (dist: string): string => join(deployDirOf(dist), 'build-stamp');

/** Every file and folder under `path` (itself included), leaving out the folder `skip`. */
function walk(path: string, skip: string): string[] {
  if (path === skip || !existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return [path, ...readdirSync(path).flatMap((name) => walk(join(path, name), skip))];
}

/** The files a source file imports by a relative path (resolved; `.ts` tried when the specifier has no extension). */
function relativeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(RELATIVE_IMPORT)].map(([, specifier]) => {
    const target = resolve(dirname(file), specifier ?? '');
    return existsSync(target) || SOURCE.test(target) ? target : `${target}.ts`;
  });
}

/**
 * The src/server/ files the front-end build reads: those imported by a front-end source (`frontEnd`, e.g. the
 * pagefind catalogue export), and what they import in turn.
 */
export function serverFilesReadByBuild(root: string, frontEnd: readonly string[]): string[] {
  const server = join(root, 'src', 'server') + sep;
  const inServer = (file: string): boolean => file.startsWith(server);
  const found = new Set<string>();
  const queue = frontEnd
    .filter((file) => SOURCE.test(file))
    .flatMap(relativeImports)
    .filter(inServer);
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (found.has(file) || !existsSync(file) || statSync(file).isDirectory()) continue;
    found.add(file);
    queue.push(...relativeImports(file).filter(inServer));
  }
  return [...found].sort();
}

/** Every file (and folder, so that a deletion counts) whose change makes the built site stale. */
export function buildInputs(root = ROOT): string[] {
  const server = join(root, 'src', 'server');
  const frontEnd = INPUTS.flatMap((input) => walk(join(root, input), server));
  return [...frontEnd, ...serverFilesReadByBuild(root, frontEnd)];
}

/** Where the build read its search records (docs/DEPLOY.md "Publishing"): another source needs another build. */
const searchSourceOf = (env: NodeJS.ProcessEnv): string =>
  `search source: ${env.PUBLISH_API_URL?.trim() || env.DATABASE_URL?.trim() || 'file://.data/db'} seed=${env.SEED_DEMO !== 'false'}`;

/** The stamp's line naming the catalogue the search index was built from. */
const catalogueLine = (catalogue: string): string => `catalogue: ${catalogue}`;

/**
 * True when dist/ or its build stamp is missing, the stamp names another search source than this process's
 * environment or another catalogue than `catalogue` (its fingerprint, when known), or any input of the build
 * (buildInputs) changed after the last build.
 */
export function siteNeedsBuild(root = ROOT, dist = join(root, 'dist'), catalogue?: string): boolean {
  const stamp = stampOf(dist);
  if (!existsSync(stamp) || !existsSync(join(dist, 'index.html'))) return true;
  const [, source, built] = readFileSync(stamp, 'utf8').split('\n');
  if (source !== undefined && source !== searchSourceOf(process.env)) return true;
  if (catalogue !== undefined && built !== catalogueLine(catalogue)) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return buildInputs(root).some((file) => statSync(file).mtimeMs > builtAt);
}

/**
 * Runs `astro build` (inheriting output) when needed; throws if the build fails. Returns the dist folder. With
 * PORTAL_PSEUDO=1 it is the pseudo build (English only, bracketed texts: docs/LANGUAGES.md) in dist-pseudo/.
 * `catalogue` (the database's catalogue fingerprint, `npm start`) rebuilds the site when the catalogue changed.
 */
export function buildSiteIfNeeded(force = false, catalogue?: string): string {
  const pseudo = process.env.PORTAL_PSEUDO === '1';
  const dist = join(ROOT, pseudo ? 'dist-pseudo' : 'dist');
  if (!force && !siteNeedsBuild(ROOT, dist, catalogue)) return dist;
  // Two processes may ask at once (E2E_WORKERS=2 starts a server per worker): one builds, the other waits for it and
  // then finds the site fresh; two builds into one folder would leave a broken search index.
  const lock = join(deployDirOf(dist), 'build.lock');
  mkdirSync(dirname(lock), { recursive: true });
  while (!takeLock(lock)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  try {
    if (!force && !siteNeedsBuild(ROOT, dist, catalogue)) return dist;
    return build(dist, pseudo, catalogue);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Takes the build lock (a folder: made or refused atomically); a lock older than the longest build is taken over. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 20 * 60_000) rmSync(lock, { recursive: true });
    return false;
  }
}

/** Runs `astro build` into `dist` and writes its stamp. */
function build(dist: string, pseudo: boolean, catalogue: string | undefined): string {
  console.log(`Building the static site (astro build${pseudo ? ', pseudo-language' : ''})…`);
  const astro = join(ROOT, 'node_modules', '.bin', 'astro');
  const result = spawnSync(astro, ['build'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Always a production build: a NODE_ENV inherited from a test runner (vitest sets `test`) would make Vite bundle
    // React's development build and turn import.meta.env.PROD off, so no service worker would register.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ASTRO_TELEMETRY_DISABLED: '1',
      ...(pseudo ? { PORTAL_LANGUAGES: 'en', PORTAL_PSEUDO_OUT: dist } : {}),
    },
  });
  if (result.status !== 0) throw new Error(`astro build failed (exit ${result.status ?? result.signal})`);
  mkdirSync(dirname(stampOf(dist)), { recursive: true });
  const lines = [
    new Date().toISOString(),
    searchSourceOf(process.env),
    ...(catalogue ? [catalogueLine(catalogue)] : []),
  ];
  writeFileSync(stampOf(dist), lines.join('\n'));
  return dist;
}
