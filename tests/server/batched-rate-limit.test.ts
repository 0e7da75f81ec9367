/**
 * The per-member limit counted in batches (src/server/services/batched-rate-limit.ts): exact in one process, with
 * calls written to the shared counters in batches rather than one write per call, and nothing lost at close.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema.ts';
import { BatchedRateCounter, slackOf } from '../../src/server/services/batched-rate-limit.ts';
import { windowStartOf } from '../../src/server/services/rate-limit.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';

let t: TestApp;
const RULE = { limit: 600, windowSeconds: 60 };

beforeAll(async () => {
  t = await build({ RATE_LIMIT_MEMBER_PER_MINUTE: '600' });
});
afterAll(async () => {
  await t.close();
});

/** The shared count of a bucket's window holding `now` (0 when nothing was written). */
async function shared(bucket: string, now: number): Promise<number> {
  const [row] = await t.database.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, bucket), eq(rateLimits.windowStart, new Date(windowStartOf(now, 60)))));
  return row?.count ?? 0;
}

describe('BatchedRateCounter', () => {
  it('slack is a fortieth of the limit: 0 (every call written at once) below 40', () => {
    expect([
      slackOf({ limit: 20, windowSeconds: 60 }),
      slackOf({ limit: 39, windowSeconds: 60 }),
      slackOf(RULE),
    ]).toEqual([0, 0, 15]);
  });

  it('allows exactly the limit in one process, writing far fewer times than it counts, and writes the rest at flush', async () => {
    const now = t.clock.now();
    const counter = new BatchedRateCounter(t.database.db, RULE, t.clock.now);
    const verdicts = [];
    for (let i = 0; i < 700; i += 1) verdicts.push(await counter.count('member:batch', now));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(600);
    expect(verdicts.findIndex((v) => !v.allowed)).toBe(600);
    expect(verdicts.every((v) => v.retryAfter >= 1 && v.retryAfter <= 60)).toBe(true);
    expect(await shared('member:batch', now)).toBeLessThanOrEqual(700);
    await counter.close();
    expect(await shared('member:batch', now)).toBe(700);
  });

  it('calls far from the limit are not written until the batch is flushed', async () => {
    const now = t.clock.now();
    const counter = new BatchedRateCounter(t.database.db, RULE, t.clock.now);
    for (let i = 0; i < 10; i += 1) expect((await counter.count('member:quiet', now)).allowed).toBe(true);
    expect(await shared('member:quiet', now)).toBe(0);
    await counter.flush();
    expect(await shared('member:quiet', now)).toBe(10);
    await counter.close();
  });

  it('counts what another process already wrote: a window the database holds at the limit refuses the next call', async () => {
    const now = t.clock.now();
    await t.database.db.insert(rateLimits).values({
      bucket: 'member:elsewhere',
      windowStart: new Date(windowStartOf(now, 60)),
      count: 600,
      expiresAt: new Date(windowStartOf(now, 60) + 60_000),
    });
    const counter = new BatchedRateCounter(t.database.db, RULE, t.clock.now);
    const first = [];
    for (let i = 0; i < 16; i += 1) first.push((await counter.count('member:elsewhere', now)).allowed);
    // Up to `slack` calls may pass before this process learns the shared count; the call after them cannot.
    expect(first.at(-1)).toBe(false);
    expect(first.filter(Boolean).length).toBeLessThanOrEqual(slackOf(RULE));
    await counter.close();
  });

  it('a new window starts from zero; the ended window is forgotten after its calls are written', async () => {
    const counter = new BatchedRateCounter(t.database.db, RULE, t.clock.now);
    const start = t.clock.now();
    for (let i = 0; i < 601; i += 1) await counter.count('member:window', start);
    expect((await counter.count('member:window', start)).allowed).toBe(false);
    t.clock.advance(60);
    expect((await counter.count('member:window', t.clock.now())).allowed).toBe(true);
    await counter.close();
    expect(await shared('member:window', start)).toBe(602);
    expect(await shared('member:window', t.clock.now())).toBe(1);
  });
});

describe('member calls through the API', () => {
  it('RATE_LIMIT_MEMBER_PER_MINUTE=600: the 601st call in a minute answers 429, and every call is in the shared counter after close', async () => {
    const id = await insertMember(t.database.db, { countryCode: '91', phone: '9811000700' });
    const key = await t.app.deps.sessions.create(id);
    const statuses = [];
    for (let i = 0; i < 601; i += 1) statuses.push((await t.request(post('/GetTherapy.php', {}, key))).statusCode);
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses[600]).toBe(429);
    const [row] = await t.database.db
      .select({ total: sql<number>`sum(${rateLimits.count})::int` })
      .from(rateLimits)
      .where(eq(rateLimits.bucket, `member:${id}`));
    expect(row?.total).toBeGreaterThan(0);
  });
});
