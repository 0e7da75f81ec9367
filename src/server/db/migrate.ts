/**
 * Applies the committed SQL migrations (src/server/db/migrations) at start-up. On PostgreSQL a session advisory lock
 * lets one process migrate at a time, so replicas started together on a new database do not race each other (the
 * second found the first's tables half made and stopped); the others wait, then find nothing left to apply. A start
 * that has waited MIGRATION_WAIT_MS (a holder that hangs) stops with a line naming the session that holds the lock.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Database } from './client.ts';
import { LIFT_FOR_SESSION, RESTORE_FOR_SESSION } from './statement-timeout.ts';

/** The folder of the committed migrations. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** A fixed key for pg_advisory_lock, unique to migrating (the jobs use 270_270_001 and 270_270_002). */
const MIGRATION_LOCK_KEY = 270_270_000;

/** How long a start waits for another process's migrations: ours take seconds, so 10 minutes means it hangs. */
const MIGRATION_WAIT_MS = 10 * 60_000;

/** How often a waiting start asks for the lock again. */
const RETRY_MS = 500;

/** Raised when another session has held the migration lock for longer than a start waits. */
export class MigrationLockTimeoutError extends Error {
  /** Says how long the start waited and who holds the lock (`holder`, with what to do about it). */
  constructor(waitedMs: number, holder: string) {
    super(`another process has been migrating the database for over ${Math.round(waitedMs / 1000)} s: ${holder}`);
    this.name = 'MigrationLockTimeoutError';
  }
}

/** The session holding the migration lock, as an operator finds it in pg_stat_activity, and how to end it. */
async function lockHolder(client: pg.PoolClient): Promise<string> {
  const { rows } = await client.query<{ pid: number; client_addr: string | null; since: string | null }>(
    `select a.pid, host(a.client_addr) as client_addr,
            to_char(a.backend_start at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as since
       from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = $1 and l.objsubid = 1`,
    [MIGRATION_LOCK_KEY],
  );
  const [holder] = rows;
  if (holder === undefined) return 'its session has just ended; start again.';
  const from = holder.client_addr ?? 'a local socket';
  return (
    `PostgreSQL session ${holder.pid}, from ${from}, connected ${holder.since} UTC. Wait for it to finish or, ` +
    `if it hangs, end it (select pg_terminate_backend(${holder.pid})) and start again.`
  );
}

/** Takes the migration lock, asking again every RETRY_MS; throws MigrationLockTimeoutError after `waitMs`. */
async function takeLock(client: pg.PoolClient, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
      MIGRATION_LOCK_KEY,
    ]);
    if (rows[0]?.taken) return;
    if (Date.now() >= deadline) throw new MigrationLockTimeoutError(waitMs, await lockHolder(client));
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/**
 * Brings the schema up to date; safe to call on every start, from several processes at once. `waitMs` is how long
 * to wait for another process's migrations (tests shorten it).
 */
export async function migrate(database: Database, { waitMs = MIGRATION_WAIT_MS } = {}): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  const pool = (database.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await takeLock(client, waitMs);
    try {
      // A migration may rewrite a big table: no statement deadline (DATABASE_STATEMENT_TIMEOUT_MS) until the reset.
      await client.query(LIFT_FOR_SESSION);
      await migratePg(drizzle(client), config);
    } finally {
      await client.query(RESTORE_FOR_SESSION);
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
