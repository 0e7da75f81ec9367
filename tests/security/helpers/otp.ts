/** Logging in through the real OTP flow: check.php, the code from the SMS gateway peer, login.php. */
import { expect } from 'vitest';
import { waitForCode } from '../../server/helpers/sms-peer.ts';
import type { Challenge } from './endpoints.ts';
import type { World } from './world.ts';

/** Asks for a code for a registered Indian number and reads it from the SMS peer. */
export async function askCode(w: World, phone: string, remoteAddress = '127.0.0.1'): Promise<Challenge> {
  const before = w.sms.sentTo(`91${phone}`);
  const response = await w.t.request({
    method: 'POST',
    url: '/api/check.php',
    payload: { country_code: '91', mobile_no: phone },
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    key: (response.json() as [unknown, { key: string }])[1].key,
    otp: await waitForCode(w.sms, `91${phone}`, before),
  };
}

/** Logs a registered number in; returns the challenge used and the session key. */
export async function loginWithOtp(w: World, phone: string): Promise<{ challenge: Challenge; session: string }> {
  const challenge = await askCode(w, phone);
  const response = await w.t.request({ method: 'POST', url: '/api/login.php', payload: challenge });
  expect(response.statusCode, response.body).toBe(200);
  return { challenge, session: (response.json() as [unknown, { key: string }])[1].key };
}

/** A 6-digit code that is not `code`. */
export function wrongCode(code: string, seed = 1): string {
  return String((Number(code) + seed) % 1_000_000).padStart(6, '0');
}
