/**
 * Issue 7 §2, enumeration: check.php (and a wrong code at login.php) answer registered and unregistered numbers
 * byte for byte alike, and their median answer times differ by less than 10 ms over 200 samples each (measured
 * in-process with app.inject and real timers; the SMS to a member is sent without being awaited).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForSms } from '../server/helpers/sms-peer.ts';
import { report } from './helpers/scale.ts';
import { buildWorld, freshPhone, type World } from './helpers/world.ts';

const SAMPLES = 200;
const WARM_UP = 20;
let w: World;
let ipSeq = 0;

interface Sample {
  response: LightMyRequestResponse;
  ms: number;
}

/** A fresh client address per request, so the per-address limits never answer instead of the call. */
function nextIp(): string {
  ipSeq += 1;
  return `10.9.${ipSeq >> 8}.${ipSeq & 255}`;
}

async function timed(phone: string): Promise<Sample> {
  const remoteAddress = nextIp();
  const started = performance.now();
  const response = await w.t.request({
    method: 'POST',
    url: '/api/check.php',
    payload: { country_code: '91', mobile_no: phone },
    remoteAddress,
  });
  return { response, ms: performance.now() - started };
}

async function timedLogin(key: string): Promise<Sample> {
  const remoteAddress = nextIp();
  const started = performance.now();
  const response = await w.t.request({
    method: 'POST',
    url: '/api/login.php',
    payload: { key, otp: '000000' },
    remoteAddress,
  });
  return { response, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The answer as bytes, with the random challenge key masked; the headers without Date and the random X-Request-Id. */
function shape(response: LightMyRequestResponse) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'),
  );
  return {
    status: response.statusCode,
    headers,
    body: response.body.replace(/"key":"[A-Za-z0-9_-]{43}"/, '"key":"*"'),
  };
}

const registered: string[] = [];
const unregistered: string[] = [];
const checks: { registered: Sample[]; unregistered: Sample[] } = { registered: [], unregistered: [] };

beforeAll(async () => {
  w = await buildWorld({ RATE_LIMIT_MEMBER_PER_MINUTE: '0' }, { demo: false });
  for (let i = 0; i < SAMPLES + WARM_UP; i += 1) {
    registered.push((await w.member()).phone);
    unregistered.push(freshPhone());
  }
  // Interleaved, in a random order within each pair, so drift and background work hit both sides alike.
  for (let i = 0; i < SAMPLES + WARM_UP; i += 1) {
    const memberFirst = Math.random() < 0.5;
    const a = await timed(memberFirst ? registered[i]! : unregistered[i]!);
    const b = await timed(memberFirst ? unregistered[i]! : registered[i]!);
    if (i < WARM_UP) continue;
    checks.registered.push(memberFirst ? a : b);
    checks.unregistered.push(memberFirst ? b : a);
  }
  await waitForSms(w.sms, SAMPLES + WARM_UP);
});
afterAll(() => w.close());

describe('registered and unregistered numbers look the same', () => {
  it('check.php: byte-identical answers (status, headers, body with the random key masked); only members get an SMS', () => {
    const first = shape(checks.registered[0]!.response);
    expect(first.status).toBe(200);
    for (const sample of [...checks.registered, ...checks.unregistered]) expect(shape(sample.response)).toEqual(first);
    expect(w.sms.received).toHaveLength(SAMPLES + WARM_UP);
    expect(new Set(w.sms.received.map((sms) => sms.to.slice(2)))).toEqual(new Set(registered));
  });

  it(`check.php: median answer times differ by less than 10 ms over ${SAMPLES} samples each`, () => {
    const member = median(checks.registered.map((s) => s.ms));
    const stranger = median(checks.unregistered.map((s) => s.ms));
    report('enumeration-check', {
      samples: SAMPLES,
      medianRegisteredMs: member.toFixed(2),
      medianUnregisteredMs: stranger.toFixed(2),
      differenceMs: Math.abs(member - stranger).toFixed(2),
    });
    expect(Math.abs(member - stranger)).toBeLessThan(10);
  });

  it(`login.php with a wrong code: byte-identical answers and median times within 10 ms over ${SAMPLES} samples each`, async () => {
    const keys = (samples: Sample[]) => samples.map((s) => (s.response.json() as [unknown, { key: string }])[1].key);
    const [memberKeys, strangerKeys] = [keys(checks.registered), keys(checks.unregistered)];
    const member: Sample[] = [];
    const stranger: Sample[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      member.push(await timedLogin(memberKeys[i]!));
      stranger.push(await timedLogin(strangerKeys[i]!));
    }
    const first = shape(member[0]!.response);
    expect(first.status).toBe(400);
    for (const sample of [...member, ...stranger]) expect(shape(sample.response)).toEqual(first);
    const difference = Math.abs(median(member.map((s) => s.ms)) - median(stranger.map((s) => s.ms)));
    report('enumeration-login', { samples: SAMPLES, differenceMs: difference.toFixed(2) });
    expect(difference).toBeLessThan(10);
  });
});
