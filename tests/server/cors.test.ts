/**
 * CORS for a site on another origin (CORS_ORIGINS): its preflights and answers carry the allowing headers, errors
 * included, never with credentials; any other origin, and a same-origin call, get none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/app.ts';
import { post } from './helpers/fixtures.ts';

const SITE = 'https://doctors.example.in';

/** The access-control-* headers of an answer. */
function corsHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));
}

describe('CORS with CORS_ORIGINS set', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build({ CORS_ORIGINS: SITE });
  });
  afterAll(async () => t.close());

  it("answers the site's preflight with 204 and what it may send, without credentials", async () => {
    const answer = await t.request({
      method: 'OPTIONS',
      url: '/api/ServSamples.php',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,idempotency-key,accept-language',
      },
    });
    expect(answer.statusCode).toBe(204);
    expect(corsHeaders(answer.headers)).toEqual({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Authorization, Content-Type, Accept-Language, Idempotency-Key',
      'access-control-max-age': '600',
    });
    expect(answer.headers.vary).toContain('Origin');
  });

  it("lets the site read answers and errors (a 401's code), keeping Vary: accept-encoding", async () => {
    const login = await t.request({
      ...post('/check.php', { country_code: '91', mobile_no: '9876543210' }),
      headers: { origin: SITE, 'accept-encoding': 'br' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(SITE);
    expect(login.headers['access-control-expose-headers']).toBe('Content-Disposition, Content-Language, Retry-After');
    expect(login.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(login.headers.vary).toLowerCase().split(/,\s*/)).toEqual(['accept-encoding', 'origin']);
    const refused = await t.request({ ...post('/OrderHistory.php', {}, 'not-a-key'), headers: { origin: SITE } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('gives another origin, a look-alike and a same-origin call no CORS header', async () => {
    for (const origin of ['https://evil.example', 'https://doctors.example.in.evil.example', 'null', undefined]) {
      const headers = origin ? { origin } : {};
      const preflight = await t.request({
        method: 'OPTIONS',
        url: '/api/check.php',
        headers: { ...headers, 'access-control-request-method': 'POST' },
      });
      expect(corsHeaders(preflight.headers), String(origin)).toEqual({});
      expect(preflight.statusCode, String(origin)).not.toBe(204);
      const answer = await t.request({
        ...post('/check.php', { country_code: '91', mobile_no: '9876543210' }),
        headers,
      });
      expect(corsHeaders(answer.headers), String(origin)).toEqual({});
    }
  });
});
