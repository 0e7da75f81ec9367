/**
 * The per-member call limit without a database write on every call (docs/SECURITY.md, docs/PERFORMANCE.md). Each
 * process counts calls in memory and adds them to the shared counters (services/rate-limit.ts) in batches, every
 * FLUSH_MS. A bucket may hold at most `slack` = ⌊limit / 40⌋ uncounted calls per process: one more, or a count
 * within `slack` of the limit, and the call is counted in the database at once, like every call when slack is 0.
 * So one process enforces the limit exactly; N processes sharing a database allow at most (N − 1) × slack extra
 * calls in a window (15 per extra process at the default 600 a minute).
 */
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import {
  addToCounter,
  addToCounters,
  counterKey,
  windowStartOf,
  type RateRule,
  type RateVerdict,
} from './rate-limit.ts';

/** How often counted calls are written to the shared counters. */
const FLUSH_MS = 250;

/** A bucket's window as this process sees it. */
interface Tally {
  bucket: string;
  windowStart: number;
  /** The window's count in the database when this process last wrote to it. */
  shared: number;
  /** Calls counted here and not yet written. */
  pending: number;
}

/** How many calls a process may leave unwritten in one bucket under `rule`. */
export const slackOf = (rule: RateRule): number => Math.floor(rule.limit / 40);

/** Counts calls per bucket against one rule, writing them to the database in batches. */
export class BatchedRateCounter {
  readonly #db: Db;
  readonly #rule: RateRule;
  readonly #slack: number;
  readonly #now: Clock;
  readonly #tallies = new Map<string, Tally>();
  #timer: NodeJS.Timeout | undefined;
  /** The batch being written (settled when none is). */
  #flushing: Promise<void> = Promise.resolve();

  /** Counts against `rule` in `db`; `now` (the API clock) tells when a window has ended. */
  constructor(db: Db, rule: RateRule, now: Clock) {
    this.#db = db;
    this.#rule = rule;
    this.#slack = slackOf(rule);
    this.#now = now;
  }

  /** Counts one call of `bucket` at `now`: allowed while the window's count stays within the limit. */
  async count(bucket: string, now: number): Promise<RateVerdict> {
    const windowStart = windowStartOf(now, this.#rule.windowSeconds);
    const end = windowStart + this.#rule.windowSeconds * 1000;
    const retryAfter = Math.max(1, Math.ceil((end - now) / 1000));
    const tally = this.#tallyOf(bucket, windowStart);
    tally.pending += 1;
    let count = tally.shared + tally.pending;
    this.#schedule();
    if (tally.pending > this.#slack || count > this.#rule.limit - this.#slack) count = await this.#write(tally);
    return { count, allowed: count <= this.#rule.limit, retryAfter };
  }

  /** Writes every pending call now, in one statement, after any batch still being written (on close, in tests). */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    // One batch at a time: under load, batches must not pile up in front of the pool.
    const run = this.#flushing.then(() => this.#writeAll());
    this.#flushing = run.catch(() => undefined);
    await run;
  }

  /** Stops the timer after writing what is pending. */
  async close(): Promise<void> {
    await this.flush();
  }

  async #writeAll(): Promise<void> {
    const due = [...this.#tallies.values()].filter((tally) => tally.pending > 0);
    const deltas = due.map((tally) => ({ bucket: tally.bucket, windowStart: tally.windowStart, delta: tally.pending }));
    for (const tally of due) tally.pending = 0;
    try {
      const counts = await addToCounters(this.#db, this.#rule, deltas);
      for (const tally of due)
        tally.shared = Math.max(tally.shared, counts.get(counterKey(tally.bucket, tally.windowStart)) ?? 0);
    } catch (error) {
      due.forEach((tally, i) => {
        tally.pending += deltas[i]?.delta ?? 0;
      });
      throw error;
    }
    // A window's tally is kept until the window ends: its shared count is what the next call is judged by.
    const current = windowStartOf(this.#now(), this.#rule.windowSeconds);
    for (const [key, tally] of this.#tallies)
      if (tally.pending === 0 && tally.windowStart < current) this.#tallies.delete(key);
  }

  #tallyOf(bucket: string, windowStart: number): Tally {
    const key = counterKey(bucket, windowStart);
    let tally = this.#tallies.get(key);
    if (!tally) {
      tally = { bucket, windowStart, shared: 0, pending: 0 };
      this.#tallies.set(key, tally);
    }
    return tally;
  }

  /** Adds the tally's pending calls to the database; returns the window's new shared count. */
  async #write(tally: Tally): Promise<number> {
    const delta = tally.pending;
    tally.pending = 0;
    try {
      const shared = await addToCounter(this.#db, tally.bucket, this.#rule, tally.windowStart, delta);
      tally.shared = Math.max(tally.shared, shared);
      return shared;
    } catch (error) {
      tally.pending += delta;
      throw error;
    }
  }

  #schedule(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => void this.flush().catch(() => undefined), FLUSH_MS);
    this.#timer.unref();
  }
}
