/**
 * The scheduled sweep of unreferenced uploads (issue 38 §5; sweep.ts finds them): every STORAGE_SWEEP_HOURS each API
 * process tries it, and on PostgreSQL a transaction-scoped advisory lock lets one replica sweep at a time (the others
 * skip); PGlite is one process. Files younger than the grace age (STORAGE_SWEEP_MIN_AGE_HOURS) stay, so an upload
 * whose row is still on its way is never swept.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findUnreferenced, removeOrphans } from './sweep.ts';
import type { ManagedStorage } from './types.ts';

/** A fixed key for pg_try_advisory_xact_lock, unique to this job. */
const LOCK_KEY = 270_270_002;

/**
 * What one run did: the files it removed and the unreferenced ones it spared for being younger than the grace age
 * (a later run judges them again), or skipped because another replica is sweeping.
 */
export type SweepOutcome = { ran: true; removed: number; spared: number } | { ran: false };

/** Removes the unreferenced uploads last written more than `minAgeHours` before `now`, unless another replica is. */
export async function runStorageSweep(
  database: Database,
  storage: ManagedStorage,
  minAgeHours: number,
  now: Date,
): Promise<SweepOutcome> {
  const sweep = async (): Promise<SweepOutcome> => {
    const olderThan = new Date(now.getTime() - minAgeHours * 3_600_000);
    const { orphans, spared } = await findUnreferenced(database.db, storage, olderThan);
    return { ran: true, removed: await removeOrphans(storage, orphans), spared };
  };
  // PGlite has one connection, which a transaction would hold while the sweep reads; it is one process anyway.
  if (database.kind !== 'postgres') return sweep();
  return database.db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    return locked.rows[0]?.locked ? sweep() : { ran: false };
  });
}

/** Runs the sweep every `everyHours` (first an hour after start); returns its stop. */
export function scheduleStorageSweep(
  run: () => Promise<SweepOutcome>,
  everyHours: number,
  report: (outcome: SweepOutcome | Error) => void,
): () => void {
  const tick = (): void => {
    run().then(report, (error: unknown) => report(error instanceof Error ? error : new Error(String(error))));
  };
  const first = setTimeout(tick, 3_600_000);
  const every = setInterval(tick, everyHours * 3_600_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
