/**
 * A request's statements run under DATABASE_STATEMENT_TIMEOUT_MS (db/client.ts); a migration or a job that may
 * rightly run longer (the first retention run on years of audit rows) lifts it for its own transaction.
 */
import { sql } from 'drizzle-orm';

/** Run inside a transaction: its statements have no deadline; the pool's returns at COMMIT or ROLLBACK. */
export const LIFT_STATEMENT_TIMEOUT = sql`select set_config('statement_timeout', '0', true)`;
