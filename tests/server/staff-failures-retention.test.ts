/**
 * Failed staff sign-ins do not pile up (PGlite, or PostgreSQL with TEST_DATABASE_URL): failures stop counting 24 h
 * after the last one, and the retention job removes the rows that no longer count (not locked, last failure outside
 * the window), keeping a locked e-mail and recent failures; its dry run counts the same rows and removes none.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffLoginFailures } from '../../src/server/db/schema.ts';
import { totpNow } from '../../src/server/lib/staff-secrets.ts';
import { countCleanup, runCleanup } from '../../src/server/services/privacy/cleanup-job.ts';
import { build, type TestApp } from './helpers/app.ts';
import { insertStaff, TEST_PASSWORD, TEST_SECRET } from './helpers/staff.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const HOUR = 3600;

/** A console sign-in with a wrong password for `email`; answers the status code. */
const failSignIn = async (email: string): Promise<number> =>
  (
    await t.request({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email, password: 'wrong password!', code: totpNow(TEST_SECRET, t.clock.now()) },
    })
  ).statusCode;

/** The e-mails with a failure row, sorted. */
const failureRows = async (): Promise<string[]> =>
  (await t.database.db.select({ email: staffLoginFailures.email }).from(staffLoginFailures))
    .map((row) => row.email)
    .sort();

describe('staff sign-in failures', () => {
  it('stop counting 24 h after the last one: 4 failures, a day later 4 more do not lock the e-mail', async () => {
    const account = await insertStaff(t, 'content');
    for (let i = 0; i < 4; i += 1) expect(await failSignIn(account.email)).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(staffLoginFailures)
      .where(eq(staffLoginFailures.email, account.email));
    expect(row).toMatchObject({ failures: 4, lockedUntil: null, lastFailedAt: new Date(t.clock.now()) });
    t.clock.advance(24 * HOUR + 1);
    for (let i = 0; i < 4; i += 1) expect(await failSignIn(account.email)).toBe(401);
    const code = totpNow(TEST_SECRET, t.clock.now());
    const login = await t.request({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: account.email, password: TEST_PASSWORD, code },
    });
    expect(login.statusCode).toBe(200);
    expect(await failureRows()).toEqual([]);
  });

  it('the retention job removes the rows that no longer count and keeps locked and recent ones', async () => {
    await t.database.db.delete(staffLoginFailures);
    // A random e-mail tried once, and one locked by five failures: both two days ago.
    expect(await failSignIn('random-1@example.com')).toBe(401);
    for (let i = 0; i < 5; i += 1) expect(await failSignIn('locked@example.com')).toBe(401);
    t.clock.advance(2 * 24 * HOUR);
    // Locked again now (an attacker still at it), and a recent failure 23 h ago.
    for (let i = 0; i < 5; i += 1) expect(await failSignIn('locked@example.com')).toBe(401);
    expect(await failSignIn('locked@example.com')).toBe(429);
    expect(await failSignIn('random-2@example.com')).toBe(401);
    t.clock.advance(23 * HOUR);
    expect(await failSignIn('random-3@example.com')).toBe(401);
    t.clock.advance(2 * HOUR);
    // random-1: 73 h since its failure; random-2: 25 h; random-3: 2 h; locked: lock over, its last failure 25 h ago.
    const now = new Date(t.clock.now());
    const counted = await countCleanup(t.database, 1095, now);
    expect(counted).toMatchObject({ staff_login_failures: 3 });
    expect(await failureRows()).toHaveLength(4);
    const run = await runCleanup(t.database, 1095, now, { force: true });
    expect(run).toEqual({ ran: true, removed: counted });
    expect(await failureRows()).toEqual(['random-3@example.com']);
  });

  it('keeps the row of an e-mail locked right now, and removes it once the lock is over', async () => {
    await t.database.db.delete(staffLoginFailures);
    for (let i = 0; i < 5; i += 1) expect(await failSignIn('held@example.com')).toBe(401);
    // A row locked far ahead (as by an earlier, longer lock) whose last failure is old: the lock keeps it.
    await t.database.db
      .update(staffLoginFailures)
      .set({ lockedUntil: new Date(t.clock.now() + 30 * 24 * HOUR * 1000) });
    t.clock.advance(2 * 24 * HOUR);
    await runCleanup(t.database, 1095, new Date(t.clock.now()), { force: true });
    expect(await failureRows()).toEqual(['held@example.com']);
    t.clock.advance(30 * 24 * HOUR);
    const run = await runCleanup(t.database, 1095, new Date(t.clock.now()), { force: true });
    expect(run).toMatchObject({ removed: { staff_login_failures: 1 } });
    expect(await failureRows()).toEqual([]);
  });
});
