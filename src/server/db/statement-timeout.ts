/**
 * A request's statements run under DATABASE_STATEMENT_TIMEOUT_MS (db/client.ts); a migration or a job that may
 * rightly run longer (the first retention run on years of audit rows) lifts it, and with it the pool's own deadline
 * for an unanswered query (db/query-deadline.ts), which knows these exact texts.
 */
import { sql } from 'drizzle-orm';

/** Lifts the deadline for the rest of a session (a migration's connection), until RESTORE_FOR_SESSION. */
export const LIFT_FOR_SESSION = 'set statement_timeout = 0';

/** Returns a session to the pool's deadline (the startup packet's statement_timeout). */
export const RESTORE_FOR_SESSION = 'reset statement_timeout';

/** The text of LIFT_STATEMENT_TIMEOUT. */
export const LIFT_FOR_TRANSACTION_SQL = "select set_config('statement_timeout', '0', true)";

/** Run inside a transaction: its statements have no deadline; the pool's returns at COMMIT or ROLLBACK. */
export const LIFT_STATEMENT_TIMEOUT = sql.raw(LIFT_FOR_TRANSACTION_SQL);
