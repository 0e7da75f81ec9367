/** The rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';

/** Runs raw SQL and answers its rows, typed by the caller. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  const rows = result && typeof result === 'object' && 'rows' in result ? result.rows : [];
  return Array.isArray(rows) ? (rows as T[]) : [];
}
