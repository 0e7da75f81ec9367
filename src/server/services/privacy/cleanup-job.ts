/**
 * The retention job (issue 27, docs/PRIVACY-OPERATIONS.md): once a day, across every API replica, it deletes what
 * is older than the retention period (PRIVACY_RETENTION_DAYS, at least a year): consent records that are no longer a
 * member's current choice, audit rows, the assistant's chat log and processed erasure requests; and the staff
 * sign-in failures that no longer count (not locked, last failure older than STAFF_FAILURE_WINDOW_MS). On PostgreSQL
 * a transaction-scoped advisory lock lets one replica in at a time, and job_runs records the day's run, so later
 * replicas skip it; PGlite is one process. countCleanup counts the same rows without removing any (a dry run).
 */
import { and, count, desc, eq, gte, isNull, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { auditLog, chatLog, consentRecords, erasureRequests, jobRuns, staffLoginFailures } from '../../db/schema.ts';
import { LIFT_STATEMENT_TIMEOUT } from '../../db/statement-timeout.ts';
import { STAFF_FAILURE_WINDOW_MS } from '../admin/staff-login.ts';

/** The job's name in job_runs and the key of its advisory lock. */
const CLEANUP_JOB = 'privacy-retention';

/** A fixed 64-bit key for pg_try_advisory_xact_lock (any number unique to this job). */
const LOCK_KEY = 270_270_001;

/** What one call did: ran (with the rows it removed per table), or skipped: another replica runs it now, or it ran today. */
export type CleanupOutcome =
  | { ran: true; removed: Record<string, number> }
  | { ran: false; reason: 'running' }
  | { ran: false; reason: 'ran-today'; lastRunAt: Date };

/** The start (UTC midnight) of the day of `now`: one run per day. */
const dayStart = (now: Date): Date => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** One table the job thins and the condition of the rows it removes (never absent: no condition would be all rows). */
interface Target {
  table: PgTable;
  where: SQL;
}

/** Both conditions. */
const both = (first: SQL, second: SQL): SQL => sql`(${first} and ${second})`;

/** What the job removes at `now` with `retentionDays`, per table (in the order of its output). */
function targets(tx: Pick<Db, 'selectDistinctOn'>, retentionDays: number, now: Date): Record<string, Target> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  // Each member's newest row per purpose is their current choice: it stays whatever its age.
  const current = tx
    .selectDistinctOn([consentRecords.memberId, consentRecords.purpose], { id: consentRecords.id })
    .from(consentRecords)
    .orderBy(consentRecords.memberId, consentRecords.purpose, desc(consentRecords.at), desc(consentRecords.id));
  const failures = staffLoginFailures;
  return {
    consent_records: {
      table: consentRecords,
      where: both(lt(consentRecords.at, cutoff), notInArray(consentRecords.id, current)),
    },
    audit_log: { table: auditLog, where: lt(auditLog.at, cutoff) },
    chat_log: { table: chatLog, where: lt(chatLog.createdAt, cutoff) },
    erasure_requests: {
      table: erasureRequests,
      where: both(eq(erasureRequests.status, 'Erased'), lt(erasureRequests.processedAt, cutoff)),
    },
    // Failures that no longer count: no lock now, and the last one outside the window (staff-login.ts).
    staff_login_failures: {
      table: failures,
      where: both(
        sql`(${isNull(failures.lockedUntil)} or ${lte(failures.lockedUntil, now)})`,
        lte(failures.lastFailedAt, new Date(now.getTime() - STAFF_FAILURE_WINDOW_MS)),
      ),
    },
  };
}

/**
 * Runs the retention cleanup unless another replica is running it now, or it ran today (`force`, for a run by hand:
 * even then).
 */
export async function runCleanup(
  database: Database,
  retentionDays: number,
  now: Date,
  { force = false }: { force?: boolean } = {},
): Promise<CleanupOutcome> {
  return database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') {
      const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`)) as unknown as {
        rows: { locked: boolean }[];
      };
      if (!locked.rows[0]?.locked) return { ran: false, reason: 'running' };
    }
    const [done] = await tx
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.name, CLEANUP_JOB), gte(jobRuns.lastRunAt, dayStart(now))));
    if (done && !force) return { ran: false, reason: 'ran-today', lastRunAt: done.lastRunAt };
    await tx.execute(LIFT_STATEMENT_TIMEOUT);

    const removed: Record<string, number> = {};
    for (const [name, { table, where }] of Object.entries(targets(tx, retentionDays, now))) {
      // Audit rows are append-only: their trigger lets this transaction delete them (migration 0016).
      if (table === auditLog) await tx.execute(sql`select set_config('portal.audit_retention', 'on', true)`);
      const rows = await tx.delete(table).where(where).returning({ one: sql`1` });
      if (table === auditLog) await tx.execute(sql`select set_config('portal.audit_retention', 'off', true)`);
      removed[name] = rows.length;
    }
    await tx
      .insert(jobRuns)
      .values({ name: CLEANUP_JOB, lastRunAt: now })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now } });
    return { ran: true, removed };
  });
}

/**
 * Counts, per table, the rows a run at `now` would remove (whether or not it ran today); removes nothing and records
 * no run, so the day's real run still happens.
 */
export async function countCleanup(
  database: Database,
  retentionDays: number,
  now: Date,
): Promise<Record<string, number>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(LIFT_STATEMENT_TIMEOUT);
    const counts: Record<string, number> = {};
    for (const [name, { table, where }] of Object.entries(targets(tx, retentionDays, now))) {
      const [row] = await tx.select({ rows: count() }).from(table).where(where);
      counts[name] = row?.rows ?? 0;
    }
    return counts;
  });
}

/** Checks every hour whether today's cleanup is due (first check a minute after start); returns its stop. */
export function scheduleCleanup(
  database: Database,
  retentionDays: number,
  report: (outcome: CleanupOutcome | Error) => void,
  now: () => number = Date.now,
): () => void {
  const tick = (): void => {
    runCleanup(database, retentionDays, new Date(now())).then(report, (error: unknown) =>
      report(error instanceof Error ? error : new Error(String(error))),
    );
  };
  const first = setTimeout(tick, 60_000);
  const hourly = setInterval(tick, 3_600_000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
