/**
 * Fixed-window rate-limit counters kept in the database, so every API process behind a load balancer counts
 * against the same numbers: one atomic upsert (`count = count + 1 … returning count`) per counted request.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** A limit: at most `limit` requests per `windowSeconds` (a limit of 0 is off). */
export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/** The outcome of counting one request. */
export interface RateVerdict {
  /** The request's number within its window (1 for the first). */
  count: number;
  allowed: boolean;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/** The start of the fixed window holding `now` (windows are aligned to the epoch). */
export function windowStartOf(now: number, windowSeconds: number): number {
  const size = windowSeconds * 1000;
  return Math.floor(now / size) * size;
}

/** Counts one request against a bucket and rule at time `now`; refuses once the window's count passes the limit. */
export async function countRequest(db: Db, bucket: string, rule: RateRule, now: number): Promise<RateVerdict> {
  const start = windowStartOf(now, rule.windowSeconds);
  const end = start + rule.windowSeconds * 1000;
  const count = await addToCounter(db, bucket, rule, start, 1);
  return { count, allowed: count <= rule.limit, retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) };
}

/** The count of a bucket's current window without adding to it (0 when nothing was counted yet). */
export async function peekCounter(db: Db, bucket: string, rule: RateRule, now: number): Promise<RateVerdict> {
  const start = windowStartOf(now, rule.windowSeconds);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, new Date(start))))
    .limit(1);
  const count = row?.count ?? 0;
  const end = start + rule.windowSeconds * 1000;
  return { count, allowed: count < rule.limit, retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) };
}

/** The key of a bucket's window in the maps addToCounters returns. */
export const counterKey = (bucket: string, windowStart: number): string => `${bucket}\n${windowStart}`;

/** Adds `delta` requests to a bucket's window starting at `windowStart`; returns the window's new count. */
export async function addToCounter(
  db: Db,
  bucket: string,
  rule: RateRule,
  windowStart: number,
  delta: number,
): Promise<number> {
  const counts = await addToCounters(db, rule, [{ bucket, windowStart, delta }]);
  return counts.get(counterKey(bucket, windowStart)) ?? delta;
}

/** One bucket's window and the requests to add to it. */
export interface CounterDelta {
  bucket: string;
  windowStart: number;
  delta: number;
}

/**
 * Adds several buckets' requests in one statement (in bucket order, so two processes lock rows in the same order);
 * returns each window's new count, by counterKey.
 */
export async function addToCounters(
  db: Db,
  rule: RateRule,
  deltas: readonly CounterDelta[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (deltas.length === 0) return counts;
  const sorted = [...deltas].sort((a, b) =>
    a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : a.windowStart - b.windowStart,
  );
  const rows = await db
    .insert(rateLimits)
    .values(
      sorted.map((d) => ({
        bucket: d.bucket,
        windowStart: new Date(d.windowStart),
        count: d.delta,
        expiresAt: new Date(d.windowStart + rule.windowSeconds * 1000),
      })),
    )
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + excluded.count` },
    })
    .returning({ bucket: rateLimits.bucket, windowStart: rateLimits.windowStart, count: rateLimits.count });
  for (const row of rows) counts.set(counterKey(row.bucket, row.windowStart.getTime()), row.count);
  return counts;
}

/** Deletes the counters of windows that ended before `now`. */
export async function removeExpiredCounters(db: Db, now: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now)));
}
