/**
 * Issue 7 §4, sessions at attack scale: 100,000 keys from the real generator, and a revoked or expired key refused by
 * EVERY member endpoint at once. (Single-endpoint expiry and logout checks: tests/server/sessions.test.ts.)
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomKey } from '../../src/server/services/crypto.ts';
import { endsSession, MEMBER_ENDPOINTS, validRequest } from './helpers/endpoints.ts';
import { loginWithOtp } from './helpers/otp.ts';
import { report, scale } from './helpers/scale.ts';
import { buildWorld, type Member, type World } from './helpers/world.ts';

let w: World;

beforeAll(async () => {
  w = await buildWorld({ SESSION_IDLE_HOURS: '2', SESSION_ABSOLUTE_DAYS: '1', RATE_LIMIT_MEMBER_PER_MINUTE: '0' });
});
afterAll(() => w.close());

/** Sends a valid request to every member endpoint at once with `key`. */
async function everyEndpoint(
  member: Member,
  key: string,
  names = MEMBER_ENDPOINTS,
): Promise<Map<string, LightMyRequestResponse>> {
  const answers = await Promise.all(
    names.map(async (name) => [name, await w.t.request(await validRequest(name, w, member, { key }))] as const),
  );
  return new Map(answers);
}

function expectAllRefused(answers: Map<string, LightMyRequestResponse>): void {
  const wrong = [...answers].filter(
    ([, r]) => r.statusCode !== 401 || (r.json() as [{ code: string }])[0].code !== 'SESSION_INVALID',
  );
  expect(wrong.map(([name, r]) => `${name}: ${r.statusCode}`)).toEqual([]);
  expect(answers.size).toBe(MEMBER_ENDPOINTS.length);
}

describe('session keys at scale', () => {
  it('100,000 keys from the session generator: no duplicate, each 256 bits, every bit position unbiased', () => {
    const count = 100_000;
    const seen = new Set<string>();
    const ones = new Array<number>(256).fill(0);
    for (let i = 0; i < count; i += 1) {
      const key = randomKey(32);
      seen.add(key);
      const bytes = Buffer.from(key, 'base64url');
      expect(bytes.length).toBe(32);
      for (let bit = 0; bit < 256; bit += 1) ones[bit]! += (bytes[bit >> 3]! >> (bit & 7)) & 1;
    }
    expect(seen.size).toBe(count);
    // Each position is 1 with probability 1/2: the share stays within 6 standard deviations (±0.0095) of 0.5.
    const worst = Math.max(...ones.map((n) => Math.abs(n / count - 0.5)));
    expect(worst).toBeLessThan(0.0095);
    report('session-keys', { keys: count, duplicates: count - seen.size, bits: 256, worstBitBias: worst.toFixed(5) });
  });

  it('the key a login hands out is such a key (43 base64url characters, 256 bits)', async () => {
    const member = await w.member();
    const { session } = await loginWithOtp(w, member.phone);
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(session, 'base64url')).toHaveLength(32);
  });
});

describe('a key that ends is refused by every member endpoint at once', () => {
  it(`after logout: all ${MEMBER_ENDPOINTS.length} member endpoints answer 401, while the member's other session still works`, async () => {
    const member = await w.member();
    const { session } = await loginWithOtp(w, member.phone);
    const before = await everyEndpoint(
      member,
      session,
      MEMBER_ENDPOINTS.filter((name) => !endsSession(name)),
    );
    expect([...before].filter(([, r]) => r.statusCode === 401).map(([name]) => name)).toEqual([]);
    const logout = await w.t.request({
      method: 'POST',
      url: '/api/logout.php',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(logout.statusCode).toBe(200);
    expectAllRefused(await everyEndpoint(member, session));
    // The legacy body field is refused too.
    const legacy = await w.t.request({ method: 'POST', url: '/api/GetCategory.php', payload: { key: session } });
    expect(legacy.statusCode).toBe(401);
    const other = await w.t.request({
      method: 'POST',
      url: '/api/OrderHistory.php',
      headers: { authorization: `Bearer ${member.key}` },
    });
    expect(other.statusCode).toBe(200);
  });

  it('idle expiry: unused for SESSION_IDLE_HOURS (2 h) and 1 s → 401 everywhere', async () => {
    const member = await w.member();
    w.t.clock.advance(2 * 3600 - 60);
    expect(
      (
        await w.t.request({
          method: 'POST',
          url: '/api/GetTherapy.php',
          headers: { authorization: `Bearer ${member.key}` },
        })
      ).statusCode,
    ).toBe(200);
    w.t.clock.advance(2 * 3600 + 1);
    expectAllRefused(await everyEndpoint(member, member.key));
  });

  it('absolute expiry: used every hour, still refused everywhere after SESSION_ABSOLUTE_DAYS (1 day)', async () => {
    const member = await w.member();
    for (let hour = 0; hour < scale(23, 23); hour += 1) {
      w.t.clock.advance(3600);
      expect(
        (
          await w.t.request({
            method: 'POST',
            url: '/api/GetTherapy.php',
            headers: { authorization: `Bearer ${member.key}` },
          })
        ).statusCode,
      ).toBe(200);
    }
    w.t.clock.advance(3601);
    expectAllRefused(await everyEndpoint(member, member.key));
  });
});
