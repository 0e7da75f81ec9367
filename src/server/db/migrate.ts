/** Applies the committed SQL migrations (src/server/db/migrations) at start-up. */
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

/** The folder of the committed migrations. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Brings the schema up to date; safe to call on every start. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}
