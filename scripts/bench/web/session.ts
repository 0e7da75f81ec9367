/**
 * Logging in as a DESIGN §5 demo member through the API, as the login and verify screens do: check.php gives a
 * challenge, login.php with the fixed test code gives the session key and the profile that the front end keeps in
 * localStorage (src/stores/session.ts, keys of src/lib/storage-keys.ts).
 */
import { STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';

/** Dr. Asha Rao of DESIGN §5 (India, fixed test code). */
const DEMO_MEMBER = { country: '91', mobile: '9876543210', code: '123456' } as const;

/** Browser storage to put in place before a page is audited. */
export interface BrowserStorage {
  local: Record<string, string>;
  session: Record<string, string>;
}

async function post<T>(origin: string, path: string, body: Record<string, string>): Promise<T> {
  const answer = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Requests a login code for the demo member; returns the challenge key. */
async function requestChallenge(origin: string): Promise<{ key: string; resendAfter: number }> {
  const [, payload] = await post<[unknown, { key: string; resendAfter?: number }]>(origin, 'check.php', {
    country_code: DEMO_MEMBER.country,
    mobile_no: DEMO_MEMBER.mobile,
  });
  return { key: payload.key, resendAfter: payload.resendAfter ?? 60 };
}

/** The storage of a logged-in member: session key and profile in localStorage. */
export async function memberStorage(origin: string): Promise<BrowserStorage> {
  const challenge = await requestChallenge(origin);
  const [, payload] = await post<[unknown, { key: string; result: [unknown] }]>(origin, 'login.php', {
    key: challenge.key,
    otp: DEMO_MEMBER.code,
  });
  return {
    local: { [STORAGE_KEYS.session]: payload.key, [STORAGE_KEYS.profile]: JSON.stringify(payload.result[0]) },
    session: {},
  };
}

/** The storage of a visitor between the login and verify screens: a fresh challenge in sessionStorage. */
export async function pendingChallengeStorage(origin: string): Promise<BrowserStorage> {
  const challenge = await requestChallenge(origin);
  const pending = {
    key: challenge.key,
    country: DEMO_MEMBER.country,
    mobile: DEMO_MEMBER.mobile,
    resendAt: Date.now() + challenge.resendAfter * 1000,
  };
  return { local: {}, session: { [STORAGE_KEYS.challenge]: JSON.stringify(pending) } };
}

/** A logged-out visitor: nothing stored. */
export const EMPTY_STORAGE: BrowserStorage = { local: {}, session: {} };
