/**
 * The retention job (issue 27, docs/PRIVACY-OPERATIONS.md): once a day, across every API replica, it deletes what
 * is older than the retention period (PRIVACY_RETENTION_DAYS, at least a year): consent records that are no longer a
 * member's current choice, audit rows, the assistant's chat log and processed erasure requests. On PostgreSQL a
 * transaction-scoped advisory lock lets one replica in at a time, and job_runs records the day's run, so later
 * replicas skip it; PGlite is one process.
 */
import { and, desc, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditLog, chatLog, consentRecords, erasureRequests, jobRuns } from '../../db/schema.ts';
import { LIFT_STATEMENT_TIMEOUT } from '../../db/statement-timeout.ts';

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
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
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

    // Each member's newest row per purpose is their current choice: it stays whatever its age.
    const current = tx
      .selectDistinctOn([consentRecords.memberId, consentRecords.purpose], { id: consentRecords.id })
      .from(consentRecords)
      .orderBy(consentRecords.memberId, consentRecords.purpose, desc(consentRecords.at), desc(consentRecords.id));
    const consent = await tx
      .delete(consentRecords)
      .where(and(lt(consentRecords.at, cutoff), notInArray(consentRecords.id, current)))
      .returning({ id: consentRecords.id });
    await tx.execute(sql`select set_config('portal.audit_retention', 'on', true)`);
    const audit = await tx.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
    await tx.execute(sql`select set_config('portal.audit_retention', 'off', true)`);
    const chat = await tx.delete(chatLog).where(lt(chatLog.createdAt, cutoff)).returning({ id: chatLog.id });
    const erasures = await tx
      .delete(erasureRequests)
      .where(and(eq(erasureRequests.status, 'Erased'), lt(erasureRequests.processedAt, cutoff)))
      .returning({ id: erasureRequests.id });
    await tx
      .insert(jobRuns)
      .values({ name: CLEANUP_JOB, lastRunAt: now })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunAt: now } });
    return {
      ran: true,
      removed: {
        consent_records: consent.length,
        audit_log: audit.length,
        chat_log: chat.length,
        erasure_requests: erasures.length,
      },
    };
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
