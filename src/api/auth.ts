/** Login calls (check.php, login.php, logout.php), typed by src/shared/contract/auth.ts. */
import type * as contract from '../shared/contract/auth.ts';
import type { CountryCode, OtpChannel } from '../shared/constants.ts';
import { call } from './client.ts';

/** Asks the server to send a one-time code to a number by a channel; returns the challenge key and resend delay. */
export async function check(
  countryCode: CountryCode,
  mobile: string,
  channel: OtpChannel = 'sms',
): Promise<contract.CheckAnswer> {
  const [, answer] = await call('check', { body: { country_code: countryCode, mobile_no: mobile, channel } });
  return answer;
}

/** Verifies the code of a challenge; returns the new session key and the member's profile. */
export async function login(challengeKey: string, otp: string): Promise<contract.LoginAnswer> {
  const [, answer] = await call('login', { body: { key: challengeKey, otp } });
  return answer;
}

/** Revokes the current session key on the server. */
export async function logout(): Promise<void> {
  await call('logout');
}
