/**
 * Where the build's search records come from (the publish step, docs/DEPLOY.md): never from seed code.
 * - `PUBLISH_API_URL` set: the running API's public export call (GET /api/admin/publish/search-records); this
 *   works with the embedded PGlite, whose folder the running API holds locked.
 * - otherwise the configured database (`DATABASE_URL`, default file://.data/db): PostgreSQL read directly, a PGlite
 *   folder opened when no API holds it; `memory://` is the database the API creates at its start, so it is
 *   built the same way (migrated, and seeded with the demo data when SEED_DEMO is not "false").
 * - neither set, NODE_ENV=production (`npm run build`) and no product in .data/db: the build says so (NO_CATALOGUE),
 *   loudly, before the operator publishes an index that finds nothing (tests, benches and a developer's first build
 *   go on: they do not publish).
 * - a PGlite folder a running API holds (`npm start` beside `npm run build`, issue 39 §4): that API on this machine
 *   (http://127.0.0.1:PORT, default 4321) is asked instead, and the build log says so.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AnswerOfStaffCall } from '../shared/contract/admin/index.ts';
import { openDatabase } from '../server/db/client.ts';
import { DataFolderLockedError } from '../server/db/lock.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDemo } from '../server/services/demo-seed.ts';
import { type SearchSource, searchSource } from '../server/services/admin/search-records.ts';

/** The export call's path under the API origin. */
const EXPORT_PATH = '/api/admin/publish/search-records';

/**
 * A production build (`npm run build`) with neither PUBLISH_API_URL nor DATABASE_URL that found no product: it read a
 * new, empty .data/db and would publish a search index that finds nothing.
 */
const NO_CATALOGUE =
  'search records: neither PUBLISH_API_URL nor DATABASE_URL is set and file://.data/db holds no product, so the ' +
  'search index of this build finds nothing: do not publish it. Set PUBLISH_API_URL to the running API (or DATABASE_URL to its database) to ' +
  'publish the live catalogue (docs/DEPLOY.md "Publishing the search index"); for a demo build set ' +
  'DATABASE_URL=memory:// (seeded), or DATABASE_URL=file://.data/db to build with that empty database on purpose.';

/** Reads the catalogue through a running API's export call. */
async function fromApi(origin: string): Promise<SearchSource> {
  const url = `${origin.replace(/\/+$/, '')}${EXPORT_PATH}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search records: ${url} answered ${response.status}`);
  const [, payload] = (await response.json()) as AnswerOfStaffCall<'searchRecords'>;
  return payload;
}

/** Reads the catalogue from the configured database. */
async function fromDatabase(url: string, seed: boolean): Promise<SearchSource> {
  const database = await openDatabase(url);
  const storageDir = mkdtempSync(join(tmpdir(), 'portal-publish-'));
  try {
    if (!url.startsWith('postgres')) await migrate(database);
    if (url.startsWith('memory:') && seed) await seedDemo(database.db, { storageDir });
    return await searchSource(database.db);
  } finally {
    await database.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

/** The catalogue the search index is built from, and where it came from (for the build log). */
export async function loadSearchSource(
  env: Record<string, string | undefined> = process.env,
): Promise<{ source: SearchSource; from: string }> {
  const api = env.PUBLISH_API_URL?.trim();
  if (api) return { source: await fromApi(api), from: api };
  const url = env.DATABASE_URL?.trim() || 'file://.data/db';
  try {
    const source = await fromDatabase(url, env.SEED_DEMO !== 'false');
    if (source.products.length === 0 && !env.DATABASE_URL?.trim() && env.NODE_ENV === 'production') {
      console.warn(`\n!!! ${NO_CATALOGUE}\n`);
    }
    return { source, from: url.replace(/\/\/[^@/]*@/, '//***@') };
  } catch (error) {
    if (!(error instanceof DataFolderLockedError)) throw error;
    return fromRunningApi(url, env.PORT?.trim() || '4321');
  }
}

/** The catalogue from the API on this machine that holds the database folder, saying so; a clear error if it is not there. */
async function fromRunningApi(url: string, port: string): Promise<{ source: SearchSource; from: string }> {
  const origin = `http://127.0.0.1:${port}`;
  console.log(`search records: ${url} is held by a running API; reading them from that API at ${origin}`);
  try {
    return { source: await fromApi(origin), from: `${origin} (the running API holding ${url})` };
  } catch (cause) {
    throw new Error(
      `search records: ${url} is held by a running API, and ${origin} did not answer; set PUBLISH_API_URL to that API's origin (docs/DEPLOY.md).`,
      { cause },
    );
  }
}
