/**
 * Applies the committed SQL migrations (src/server/db/migrations) at start-up. On PostgreSQL a session advisory lock
 * lets one process migrate at a time, so replicas started together on a new database do not race each other (the
 * second found the first's tables half made and stopped); the others wait, then find nothing left to apply.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Database } from './client.ts';

/** The folder of the committed migrations. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** A fixed key for pg_advisory_lock, unique to migrating (the jobs use 270_270_001 and 270_270_002). */
const MIGRATION_LOCK_KEY = 270_270_000;

/** Brings the schema up to date; safe to call on every start, from several processes at once. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzle(client), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
