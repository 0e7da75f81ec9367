/**
 * Issue 38 §1: staff sign-in under concurrency. The lock per e-mail (5 tries in 15 minutes) and the single use of a
 * TOTP code hold against parallel calls from many addresses, because each try is claimed in the database before it
 * is verified and the code's step is marked used in the statement that checks it. Staff calls are rate-limited too.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffSessions } from '../../src/server/db/schema.ts';
import { totpNow } from '../../src/server/lib/staff-secrets.ts';
import { build, type TestApp } from '../server/helpers/app.ts';
import { insertStaff, staffHeader, TEST_PASSWORD, TEST_SECRET } from '../server/helpers/staff.ts';

let t: TestApp;

beforeAll(async () => {
  t = await build({ RATE_LIMIT_STAFF_PER_MINUTE: '30', RATE_LIMIT_STAFF_IP_PER_MINUTE: '40' });
});
afterAll(() => t.close());

/** One sign-in try from `address`. */
const signIn = (email: string, password: string, code: string, address: string) =>
  t.request({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password, code },
    remoteAddress: address,
  });

/** A six-digit code that is none of the codes valid around now. */
function wrongCode(index: number): string {
  const valid = new Set([-30, 0, 30].map((drift) => totpNow(TEST_SECRET, t.clock.now() + drift * 1000)));
  let code = String(100_000 + index * 7919).slice(-6);
  while (valid.has(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
}

const sessionsOf = async (staffId: number) =>
  (await t.database.db.select().from(staffSessions).where(eq(staffSessions.staffId, staffId))).length;

describe('staff sign-in races', () => {
  it('200 parallel wrong passwords from 50 addresses: at most 5 are checked, the rest answer 429', async () => {
    const account = await insertStaff(t, 'content');
    const code = totpNow(TEST_SECRET, t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(account.email, `wrong password ${i}`, code, `10.38.1.${i % 50}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const right = await signIn(account.email, TEST_PASSWORD, code, '10.38.1.200');
    expect(right.statusCode).toBe(429);
    t.clock.advance(16 * 60);
  });

  it('120 parallel TOTP guesses with the right password never sign in past the limit', async () => {
    const account = await insertStaff(t, 'content');
    const right = totpNow(TEST_SECRET, t.clock.now());
    const codes = Array.from({ length: 120 }, (_, i) => (i === 100 ? right : wrongCode(i)));
    const answers = await Promise.all(
      codes.map((code, i) => signIn(account.email, TEST_PASSWORD, code, `10.38.2.${i % 50}`)),
    );
    const checked = answers.map((a, i) => ({ status: a.statusCode, i })).filter((a) => a.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(0);
    expect(await sessionsOf(account.id)).toBe(0);
    t.clock.advance(16 * 60);
  });

  it('10 parallel logins with one valid code make exactly 1 session', async () => {
    const account = await insertStaff(t, 'content');
    const code = totpNow(TEST_SECRET, t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(account.email, TEST_PASSWORD, code, `10.38.3.${i}`)),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(1);
    expect(await sessionsOf(account.id)).toBe(1);
    t.clock.advance(16 * 60);
  });

  it('writes sign-ins and failed sign-ins to the audit log, with the address', async () => {
    const account = await insertStaff(t, 'content');
    const code = totpNow(TEST_SECRET, t.clock.now());
    expect((await signIn(account.email, 'not the password', code, '10.38.4.1')).statusCode).toBe(401);
    expect((await signIn(account.email, TEST_PASSWORD, code, '10.38.4.2')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, account.email));
    expect(rows.map((r) => [r.action, r.staffId, r.changes.address?.to])).toEqual([
      ['sign-in-failed', null, '10.38.4.1'],
      ['sign-in', account.id, '10.38.4.2'],
    ]);
    t.clock.advance(60);
  });
});

describe('staff call rate limit', () => {
  it('refuses a staff account past its calls a minute, from any address, with Retry-After', async () => {
    const account = await insertStaff(t, 'content');
    const code = totpNow(TEST_SECRET, t.clock.now());
    const key = (await signIn(account.email, TEST_PASSWORD, code, '10.38.5.1')).json()[1].key as string;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request({
          method: 'GET',
          url: '/api/admin/auth/me',
          headers: staffHeader(key),
          remoteAddress: `10.38.6.${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(30);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60);
  });

  it('refuses one address past its staff calls a minute, signed in or not', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request({ method: 'GET', url: '/api/admin/auth/me', headers: staffHeader('x'), remoteAddress: '10.38.7.1' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 401).length).toBe(40);
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(10);
  });
});

describe('staff calls without a session', () => {
  it('answer 401 before reading a JSON body (1 MB announced, none sent)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(Number(new URL(address).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      'POST /api/admin/doctors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{',
    );
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    expect(chunk.toString('latin1')).toMatch(/^HTTP\/1\.1 401/);
    socket.destroy();
  });
});
