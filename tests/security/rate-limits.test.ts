/**
 * Issue 7 §10, rate limits that hold behind a proxy (src/server/plugins/rate-limit.ts): check.php and login.php per
 * client address, member calls per member; 429 RATE_LIMITED with Retry-After; a spoofed X-Forwarded-For changes
 * nothing with TRUST_PROXY off, and with TRUST_PROXY set to the load balancer only the address it appended counts;
 * the two-process check is in rate-limits-shared.test.ts.
 */
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, getConfig } from '../../src/server/config.ts';
import { build, type TestApp } from '../server/helpers/app.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { report } from './helpers/scale.ts';

const LB = '10.0.0.2';
let direct: TestApp;
let proxied: TestApp;
let numberSeq = 0;
const number = () => `91${String(10_000_000 + (numberSeq += 1)).slice(-8)}`;

const check = (t: TestApp, remoteAddress: string, xff?: string, mobile = number()) =>
  t.request({
    method: 'POST',
    url: '/api/check.php',
    payload: { country_code: '91', mobile_no: mobile },
    remoteAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });
const codeOf = (r: LightMyRequestResponse) => (r.json() as [{ code?: string; status: string }])[0].code ?? 'OK';
const spoof = (i: number) => `${((i * 37) % 223) + 1}.${i % 250}.${(i * 7) % 250}.${(i % 200) + 1}`;

beforeAll(async () => {
  direct = await build({ TEST_NUMBERS: 'off', RATE_LIMIT_MEMBER_PER_MINUTE: '20' });
  proxied = await build({ TEST_NUMBERS: 'off', TRUST_PROXY: LB });
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

describe('per-address limits on check.php and login.php', () => {
  it('the 31st check.php from one address in 10 minutes answers 429 with Retry-After; other addresses are not affected', async () => {
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await check(direct, '203.0.113.5'));
    expect(answers.slice(0, 30).map((r) => r.statusCode)).toEqual(new Array(30).fill(200));
    const refused = answers[30]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual([
      { status: 'error', code: 'RATE_LIMITED', retryAfter: 600 },
      { Message: 'Too many requests. Please try again in 10 minutes.' },
    ]);
    expect(refused.headers['retry-after']).toBe('600');
    expect((await check(direct, '203.0.113.6')).statusCode).toBe(200);
    direct.clock.advance(600);
    expect((await check(direct, '203.0.113.5')).statusCode).toBe(200);
  });

  it('the 61st login.php from one address in 10 minutes answers 429 before the code is even looked at', async () => {
    const codes = [];
    for (let i = 0; i < 61; i += 1) {
      codes.push(
        codeOf(
          await direct.request({
            method: 'POST',
            url: '/api/login.php',
            payload: { key: 'k'.repeat(43), otp: '123456' },
            remoteAddress: '203.0.113.9',
          }),
        ),
      );
    }
    expect(codes.slice(0, 60).every((c) => c === 'OTP_INVALID')).toBe(true);
    expect(codes[60]).toBe('RATE_LIMITED');
  });

  it('TRUST_PROXY off: a spoofed X-Forwarded-For is ignored (the socket address counts)', async () => {
    direct.clock.advance(600);
    const codes = [];
    for (let i = 0; i < 40; i += 1) codes.push(codeOf(await check(direct, '198.51.100.20', spoof(i))));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(30);
    expect(codes.slice(30).every((c) => c === 'RATE_LIMITED')).toBe(true);
    const buckets = await direct.database.db.execute(
      sql`select bucket from rate_limits where bucket like 'check-ip:%'`,
    );
    expect(
      (buckets as unknown as { rows: { bucket: string }[] }).rows.some((row) => row.bucket.includes(spoof(1))),
    ).toBe(false);
  });

  it('TRUST_PROXY=<load balancer>: only the address the balancer appended counts; spoofed entries before it do not', async () => {
    const viaBalancer = (i: number) => check(proxied, LB, `${spoof(i)}, ${spoof(i + 1)}, 198.51.100.7`);
    const codes = [];
    for (let i = 0; i < 40; i += 1) codes.push(codeOf(await viaBalancer(i)));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(30);
    expect(codes.slice(30).every((c) => c === 'RATE_LIMITED')).toBe(true);
    // Other clients behind the balancer are not affected; a client that bypasses it counts by its own socket address.
    expect((await check(proxied, LB, '198.51.100.8')).statusCode).toBe(200);
    const bypass = [];
    for (let i = 0; i < 31; i += 1) bypass.push(codeOf(await check(proxied, '198.51.100.30', `${spoof(i)}`)));
    expect(bypass[30]).toBe('RATE_LIMITED');
    report('rate-limit-proxy', { spoofedRequests: 40 + 31, bypassed: 0 });
  });

  it('a spoofed X-Forwarded-For does not bypass the per-number OTP spacing either', async () => {
    const mobile = number();
    expect((await check(proxied, LB, `${spoof(1)}, 198.51.100.41`, mobile)).statusCode).toBe(200);
    for (let i = 2; i < 12; i += 1) {
      const again = await check(proxied, LB, `${spoof(i)}, 198.51.100.${41 + i}`, mobile);
      expect(codeOf(again)).toBe('RATE_LIMITED');
    }
  });
});

describe('per-member limit', () => {
  it('RATE_LIMIT_MEMBER_PER_MINUTE=20: the 21st call in a minute answers 429; another member and the next minute are fine', async () => {
    direct.clock.advance(60 - ((direct.clock.now() / 1000) % 60));
    const [a, b] = [await member(direct, '9811000001'), await member(direct, '9811000002')];
    const call = (key: string, i = 0) =>
      direct.request({
        method: 'POST',
        url: '/api/GetTherapy.php',
        headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': spoof(i) },
        remoteAddress: spoof(i + 5),
      });
    const codes = [];
    for (let i = 0; i < 21; i += 1) codes.push((await call(a, i)).statusCode);
    expect(codes).toEqual([...new Array(20).fill(200), 429]);
    expect((await call(a)).headers['retry-after']).toBe('60');
    expect((await call(b)).statusCode).toBe(200);
    direct.clock.advance(60);
    expect((await call(a)).statusCode).toBe(200);
  });

  it('expired counters are swept', async () => {
    direct.clock.advance(3600);
    await direct.request({
      method: 'POST',
      url: '/api/check.php',
      payload: { country_code: '91', mobile_no: number() },
    });
    const rows = await direct.database.db.execute(sql`select count(*)::int as n from rate_limits`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});

describe('configuration', () => {
  it('refuses a TRUST_PROXY hop count (Fastify 5 ignores them) and reads the limits, 0 meaning off', () => {
    expect(() => getConfig({ TRUST_PROXY: '1' })).toThrow(ConfigError);
    expect(getConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10' }).trustProxy).toBe('10.0.0.0/8, 192.168.1.10');
    expect(getConfig({}).rateLimits).toEqual({
      checkPerIp: 30,
      loginPerIp: 60,
      ipWindowSeconds: 600,
      memberPerMinute: 600,
      priorityPerHour: 5,
      emailersPerHour: 10,
      botPerHour: 120,
      ordersPerHour: 60,
      staffPerMinute: 300,
      staffIpPerMinute: 600,
    });
    expect(getConfig({ RATE_LIMIT_CHECK_PER_IP: '0', RATE_LIMIT_MEMBER_PER_MINUTE: '5' }).rateLimits).toMatchObject({
      checkPerIp: 0,
      memberPerMinute: 5,
    });
    expect(() => getConfig({ RATE_LIMIT_LOGIN_PER_IP: 'many' })).toThrow(ConfigError);
  });
});

async function member(t: TestApp, phone: string): Promise<string> {
  return t.app.deps.sessions.create(await insertMember(t.database.db, { countryCode: '91', phone }));
}
