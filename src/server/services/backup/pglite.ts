/** A consistent copy of an embedded (PGlite) database while it runs, and its restore into an empty folder. */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database } from '../../db/client.ts';
import { lockDataFolder } from '../../db/lock.ts';

/**
 * The data folder as a gzipped tarball, taken between transactions: the transaction lock waits for an open one to
 * end, and the dump itself runs under the query lock, so no write lands while it is read.
 */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('dumpPglite needs an embedded (PGlite) database');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
}

/** Writes a tarball of dumpPglite into `folder` (which must be empty; locked meanwhile against a starting portal). */
export async function loadPglite(folder: string, archive: Blob): Promise<void> {
  const release = lockDataFolder(folder);
  try {
    const client = await PGlite.create(folder, { extensions: { pg_trgm, unaccent }, loadDataDir: archive });
    await client.query('select 1');
    await client.close();
  } finally {
    release();
  }
}
