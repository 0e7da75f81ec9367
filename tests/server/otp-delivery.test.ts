/**
 * A code the SMS gateway refuses is visible to monitoring (portal_otp_total{step="deliver",outcome="failed"}), not
 * counted as a good send only: check.php answers before the gateway does. A loopback gateway that fails on demand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/app.ts';
import { insertMember, post } from './helpers/fixtures.ts';
import { type SmsPeer, startSmsPeer, waitForSms } from './helpers/sms-peer.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;
let peer: SmsPeer;

beforeAll(async () => {
  peer = await startSmsPeer();
  t = await build({ SMS_PROVIDER: 'http', SMS_HTTP_URL: peer.url, TEST_NUMBERS: 'off', METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** The value of portal_otp_total for one step and outcome (0 when not yet counted). */
async function otpCount(step: string, outcome: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = response.body
    .split('\n')
    .find((row) => row.startsWith(`portal_otp_total{step="${step}",outcome="${outcome}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** Polls until portal_otp_total{step,outcome} reaches at least `value` (counted after check.php answers). */
async function untilCount(step: string, outcome: string, value: number): Promise<void> {
  for (let i = 0; i < 200 && (await otpCount(step, outcome)) < value; i += 1)
    await new Promise((r) => setTimeout(r, 10));
  expect(await otpCount(step, outcome)).toBeGreaterThanOrEqual(value);
}

describe('OTP delivery in the metrics', () => {
  it('counts a code the gateway took as deliver ok, and one it refused as deliver failed (logged too)', async () => {
    await insertMember(t.database.db, { countryCode: '91', phone: '9811111111' });
    await insertMember(t.database.db, { countryCode: '91', phone: '9822222222' });
    // The counters are the process's, shared with the other files of this worker: deltas from here.
    const [sendOk, deliverOk, deliverFailed] = [
      await otpCount('send', 'ok'),
      await otpCount('deliver', 'ok'),
      await otpCount('deliver', 'failed'),
    ];
    const asked = await t.request(post('/check.php', { country_code: '91', mobile_no: '9811111111' }));
    expect(asked.statusCode).toBe(200);
    await waitForSms(peer, 1);
    await untilCount('deliver', 'ok', deliverOk + 1);

    peer.failWith(503);
    const refused = await t.request(post('/check.php', { country_code: '91', mobile_no: '9822222222' }));
    // The doctor is told a code is on its way: the send itself counted ok, the delivery failed.
    expect(refused.statusCode).toBe(200);
    await waitForSms(peer, 2);
    await untilCount('deliver', 'failed', deliverFailed + 1);
    expect(await otpCount('send', 'ok')).toBeGreaterThanOrEqual(sendOk + 2);
    expect(t.logs.some((line) => line.includes('OTP delivery failed') && line.includes('HTTP 503'))).toBe(true);
  });
});
