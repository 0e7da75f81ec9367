/** The database half of the health check. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { CHECK_TIMEOUT_MS, within } from './readiness.ts';

/** Resolves when the database answers a trivial query within 3 s; rejects otherwise (a hung server as well). */
export async function pingDatabase(db: Db): Promise<void> {
  await within(db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
}
