/**
 * Issue 7 §1, OTP attacks at scale, on registered numbers that receive real SMS through the gateway peer, with the
 * fake clock. Single-rule checks (5 wrong tries, 299/301 s, old code after resend, 50 parallel verifies of one
 * challenge) are in tests/server/otp.test.ts; here: a 10,000-guess attacker, 50 resends, parallel guessing.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RULES } from '../../src/shared/constants.ts';
import { waitForCode } from '../server/helpers/sms-peer.ts';
import { askCode, wrongCode } from './helpers/otp.ts';
import { report, scale } from './helpers/scale.ts';
import { buildWorld, type World } from './helpers/world.ts';
import type { Challenge } from './helpers/endpoints.ts';

let w: World;
let ipSeq = 0;

/** The next address of a botnet of 4,096, so per-address limits alone never stop the attacker. */
const nextIp = () => `10.7.${(ipSeq >> 8) & 15}.${(ipSeq += 1) & 255}`;

const login = (challenge: { key: string }, otp: string, remoteAddress = nextIp()) =>
  w.t.request({ method: 'POST', url: '/api/login.php', payload: { key: challenge.key, otp }, remoteAddress });

const codeOf = (response: { statusCode: number; json(): unknown }) =>
  response.statusCode === 200 ? 'LOGGED_IN' : (response.json() as [{ code: string }])[0].code;

/** A uniformly random 6-digit code other than `right`. */
function randomWrong(right: string): string {
  const guess = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return guess === right ? wrongCode(right) : guess;
}

beforeAll(async () => {
  w = await buildWorld({}, { demo: false });
});
afterAll(() => w.close());

describe('OTP brute force', () => {
  it(`${scale(1_000, 10_000).toLocaleString('en')} scripted guesses across rotating numbers, challenges and addresses log in 0 times`, async () => {
    const total = scale(1_000, 10_000);
    const targets = await Promise.all(Array.from({ length: 25 }, () => w.member()));
    const latest = new Map<string, Challenge>();
    const outcomes: Record<string, number> = {};
    const evaluatedPerChallenge = new Map<string, number>();
    const started = w.t.clock.now();
    let guesses = 0;
    let challenges = 0;
    while (guesses < total) {
      for (const target of targets) {
        const sent = w.sms.sentTo(`91${target.phone}`);
        const check = await w.t.request({
          method: 'POST',
          url: '/api/check.php',
          payload: { country_code: '91', mobile_no: target.phone },
          remoteAddress: nextIp(),
        });
        if (check.statusCode === 200) {
          challenges += 1;
          const otp = await waitForCode(w.sms, `91${target.phone}`, sent);
          latest.set(target.phone, { key: (check.json() as [unknown, { key: string }])[1].key, otp });
        } else {
          outcomes[`check ${codeOf(check)}`] = (outcomes[`check ${codeOf(check)}`] ?? 0) + 1;
        }
        const challenge = latest.get(target.phone);
        if (!challenge) continue;
        // Five uniformly random wrong codes, then the right one: an attacker who got lucky one try too late.
        for (let i = 0; i < 6 && guesses < total; i += 1) {
          const outcome = codeOf(await login(challenge, i < 5 ? randomWrong(challenge.otp) : challenge.otp));
          guesses += 1;
          outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
          if (outcome === 'OTP_INVALID')
            evaluatedPerChallenge.set(challenge.key, (evaluatedPerChallenge.get(challenge.key) ?? 0) + 1);
        }
      }
      w.t.clock.advance(3600);
    }
    const days = Math.ceil((w.t.clock.now() - started) / 86_400_000);
    const evaluated = outcomes.OTP_INVALID ?? 0;
    const bound = targets.length * OTP_RULES.lockAfterConsecutiveFailures * days;
    report('otp-brute-force', {
      guesses,
      numbers: targets.length,
      challenges,
      simulatedDays: days,
      evaluated,
      refused: guesses - evaluated,
      bound,
      outcomes,
      successChanceAtMost: evaluated / 1e6,
    });
    expect(outcomes.LOGGED_IN ?? 0).toBe(0);
    expect(guesses).toBe(total);
    expect(evaluated).toBeLessThanOrEqual(bound);
    expect(Math.max(...evaluatedPerChallenge.values())).toBeLessThanOrEqual(OTP_RULES.maxWrongTries);
  });

  it('20 consecutive failures lock the number for 24 hours, and 50 resends in between do not reset the count', async () => {
    const target = await w.member();
    for (let round = 0; round < 4; round += 1) {
      const challenge = await askCode(w, target.phone);
      for (let i = 0; i < (round < 3 ? 5 : 4); i += 1)
        expect(codeOf(await login(challenge, wrongCode(challenge.otp)))).toBe('OTP_INVALID');
      w.t.clock.advance(721);
    }
    let challenge: Challenge | undefined;
    for (let resend = 0; resend < 50; resend += 1) {
      w.t.clock.advance(721);
      challenge = await askCode(w, target.phone);
    }
    if (!challenge) throw new Error('no challenge');
    expect(codeOf(await login(challenge, wrongCode(challenge.otp)))).toBe('OTP_INVALID');
    const locked = await w.t.request({
      method: 'POST',
      url: '/api/check.php',
      payload: { country_code: '91', mobile_no: target.phone },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()[0]).toMatchObject({ status: 'error', code: 'OTP_LOCKED', retryAfter: 24 * 3600 });
    expect(locked.headers['retry-after']).toBe(String(24 * 3600));
    expect(codeOf(await login(challenge, challenge.otp))).toBe('OTP_LOCKED');
    w.t.clock.advance(24 * 3600 - 1);
    expect(
      codeOf(
        await w.t.request({
          method: 'POST',
          url: '/api/check.php',
          payload: { country_code: '91', mobile_no: target.phone },
        }),
      ),
    ).toBe('OTP_LOCKED');
    w.t.clock.advance(2);
    const fresh = await askCode(w, target.phone);
    expect(codeOf(await login(fresh, fresh.otp))).toBe('LOGGED_IN');
  });
});

describe('OTP races', () => {
  it('100 parallel wrong guesses on one challenge: exactly 5 are evaluated, and the right code fails afterwards', async () => {
    const target = await w.member();
    const challenge = await askCode(w, target.phone);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(challenge, wrongCode(challenge.otp, i + 1))),
    );
    const codes = answers.map(codeOf);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(OTP_RULES.maxWrongTries);
    expect(codes.filter((c) => c === 'OTP_EXPIRED')).toHaveLength(100 - OTP_RULES.maxWrongTries);
    expect(codeOf(await login(challenge, challenge.otp))).toBe('OTP_EXPIRED');
  });

  const CHALLENGES = scale(10, 20);
  it(`50 parallel verifies with the right code on each of ${CHALLENGES} challenges at once: exactly ${CHALLENGES} sessions`, async () => {
    const challenges: Challenge[] = [];
    for (let i = 0; i < CHALLENGES; i += 1) challenges.push(await askCode(w, (await w.member()).phone));
    const answers = await Promise.all(
      challenges.flatMap((challenge) => Array.from({ length: 50 }, () => login(challenge, challenge.otp))),
    );
    const sessions = answers
      .filter((r) => r.statusCode === 200)
      .map((r) => (r.json() as [unknown, { key: string }])[1].key);
    expect(sessions).toHaveLength(CHALLENGES);
    expect(new Set(sessions).size).toBe(CHALLENGES);
    expect(
      answers
        .filter((r) => r.statusCode !== 200)
        .map(codeOf)
        .every((c) => c === 'OTP_EXPIRED'),
    ).toBe(true);
  });
});
