/**
 * Issue 7 §3 and §9 (CORS): a scripted session that touches every endpoint through the real OTP login, then checks
 * every answer and every log line: no OTP, no session key where it does not belong, `no-store` on every answer,
 * and no Access-Control-Allow-Origin for a foreign Origin anywhere.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../src/shared/contract/endpoints.ts';
import { ENDPOINT_NAMES, endsSession, validRequest } from './helpers/endpoints.ts';
import { askCode, loginWithOtp, wrongCode } from './helpers/otp.ts';
import { report } from './helpers/scale.ts';
import { buildWorld, type Member, type World } from './helpers/world.ts';

let w: World;
let member: Member;
/** Every answer of the scripted run, by endpoint. */
const run: { name: EndpointName | 'extra'; response: LightMyRequestResponse }[] = [];
const challengeKeys: string[] = [];
const sessionKeys: string[] = [];

/** Every call but login and logout, in contract order (UpdatePhoto before photo, AgreedTerms before CalltoBot). */
const SCRIPT: readonly EndpointName[] = ENDPOINT_NAMES.filter(
  (name) => name !== 'check' && name !== 'login' && !endsSession(name),
);

const isJson = (response: LightMyRequestResponse) =>
  String(response.headers['content-type']).startsWith('application/json');

/** A log line without the fields that hold timings (their digits could match a 6-digit code by chance). */
function withoutTimings(line: string): string {
  try {
    const parsed = JSON.parse(line) as Record<string, unknown>;
    delete parsed.time;
    delete parsed.responseTime;
    return JSON.stringify(parsed);
  } catch {
    return line;
  }
}

const containsCode = (text: string, code: string) => new RegExp(`(^|\\D)${code}(\\D|$)`).test(text);

beforeAll(async () => {
  w = await buildWorld({ RATE_LIMIT_MEMBER_PER_MINUTE: '0' });
  member = await w.member();
  // A wrong code, a used-up challenge and a resend, so error paths log too.
  const stale = await askCode(w, member.phone);
  challengeKeys.push(stale.key);
  run.push({
    name: 'login',
    response: await w.t.request({
      method: 'POST',
      url: '/api/login.php',
      payload: { key: stale.key, otp: wrongCode(stale.otp) },
    }),
  });
  w.t.clock.advance(61);
  const { challenge, session } = await loginWithOtp(w, member.phone);
  challengeKeys.push(challenge.key);
  sessionKeys.push(session, member.key);
  for (const name of SCRIPT) {
    run.push({ name, response: await w.t.request(await validRequest(name, w, member, { key: session })) });
  }
  run.push({
    name: 'extra',
    response: await w.t.request({ method: 'POST', url: '/api/GetCategory.php', payload: { key: session } }),
  });
  run.push({ name: 'logout', response: await w.t.request(await validRequest('logout', w, member, { key: session })) });
  run.push({
    name: 'extra',
    response: await w.t.request(await validRequest('orderHistory', w, member, { key: session })),
  });
});
afterAll(() => w.close());

describe('a scripted session touching every endpoint', () => {
  it('every call of the script succeeded (so every route really ran)', () => {
    const failed = run
      .filter(({ name }) => SCRIPT.includes(name as EndpointName) || name === 'logout')
      // MyPrint.php runs and answers 404: order 1 is not one of this member's orders with a print.
      .filter(({ name, response }) => response.statusCode !== (name === 'myPrint' ? 404 : 200))
      .map(({ name, response }) => `${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    expect(failed).toEqual([]);
    expect(new Set(run.map((r) => r.name)).size).toBeGreaterThanOrEqual(SCRIPT.length + 2);
  });

  it('no OTP code appears in any answer or any log line', () => {
    const codes = w.sms.received.map((sms) => /\b(\d{6})\b/.exec(sms.message)?.[1] ?? '');
    expect(codes.length).toBeGreaterThanOrEqual(2);
    const logs = w.t.logs.map(withoutTimings);
    const jsonAnswers = run.filter(({ response }) => isJson(response)).map(({ response }) => response.body);
    for (const code of codes) {
      expect(logs.filter((line) => containsCode(line, code))).toEqual([]);
      expect(jsonAnswers.filter((body) => containsCode(body, code))).toEqual([]);
    }
    report('leakage', {
      answers: w.t.answers.length,
      logLines: logs.length,
      codes: codes.length,
      sessionKeys: sessionKeys.length,
    });
  });

  it('session and challenge keys appear in no log line, and only in the answer that hands them out', () => {
    const logs = w.t.logs.join('\n');
    for (const key of [...sessionKeys, ...challengeKeys]) expect(logs.includes(key)).toBe(false);
    const [session] = sessionKeys;
    expect(w.t.answers.filter((body) => body.includes(session ?? '-'))).toHaveLength(1);
    for (const key of challengeKeys) expect(w.t.answers.filter((body) => body.includes(key))).toHaveLength(1);
  });

  it('every answer carries Cache-Control: no-store (downloads and photo.php: private, no-store)', () => {
    const cached = run.filter(({ response }) => !/\bno-store\b/.test(String(response.headers['cache-control'])));
    expect(cached.map(({ name, response }) => `${name}: ${response.headers['cache-control']}`)).toEqual([]);
    expect(run.find((r) => r.name === 'login')?.response.headers['cache-control']).toBe('no-store');
    expect(run.find((r) => r.name === 'photo')?.response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('CORS', () => {
  const EVIL = 'https://evil.example';

  it('a request with Origin: https://evil.example never gets Access-Control-Allow-Origin, on any endpoint', async () => {
    const fresh = await w.member();
    const answers: [string, LightMyRequestResponse][] = [];
    for (const name of ENDPOINT_NAMES) {
      const options = await validRequest(name, w, fresh);
      const headers = { ...(options.headers as Record<string, string>), origin: EVIL };
      answers.push([name, await w.t.request({ ...options, headers })]);
      const preflight = await w.t.request({
        method: 'OPTIONS',
        url: `/api${ENDPOINTS[name].path}`,
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      answers.push([`OPTIONS ${name}`, preflight]);
    }
    const allowed = answers.filter(([, r]) => Object.keys(r.headers).some((h) => h.startsWith('access-control-')));
    expect(allowed.map(([name, r]) => `${name}: ${JSON.stringify(r.headers)}`)).toEqual([]);
    expect(answers).toHaveLength(ENDPOINT_NAMES.length * 2);
  });
});
