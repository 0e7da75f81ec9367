/**
 * `npm start`'s order (issue 39 §3): the database is migrated and seeded first, then the site is built from it, so
 * the search index of a fresh clone holds the demo catalogue; a later start rebuilds when the catalogue changed.
 */
import { prepareDatabase } from '../../src/server/server.ts';
import { buildSiteIfNeeded } from './build-site.ts';

/** Prepares the database, then builds the site when needed (`build`: the site build, given the catalogue). */
export async function prepareSite(
  env: NodeJS.ProcessEnv = process.env,
  build: (force: boolean, catalogue?: string) => string | Promise<string> = buildSiteIfNeeded,
): Promise<string> {
  const catalogue = await prepareDatabase(env);
  return build(false, catalogue);
}
