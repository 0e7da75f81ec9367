/**
 * Logging in as a DESIGN §5 demo member through the API, as the login and verify screens do: check.php gives a
 * challenge, login.php with the fixed test code gives the session key and the profile that the front end keeps in
 * localStorage (src/stores/session.ts, keys of src/lib/storage-keys.ts).
 */
import type { Page } from 'puppeteer-core';
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
async function pendingChallengeStorage(origin: string): Promise<BrowserStorage> {
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
const EMPTY_STORAGE: BrowserStorage = { local: {}, session: {} };

/** The storage for a page's visitor: the member's (logged in once, `member`), a fresh pending challenge, or none. */
export function storageOf(
  origin: string,
  member: BrowserStorage,
): (target: { visitor: string }) => Promise<BrowserStorage> {
  return async ({ visitor }) => {
    if (visitor === 'member') return member;
    return visitor === 'pending-login' ? pendingChallengeStorage(origin) : EMPTY_STORAGE;
  };
}

/** Puts `storage` in place on the site at `origin` (from its plain /robots.txt), before a page of it is loaded. */
export async function putStorage(page: Page, origin: string, storage: BrowserStorage): Promise<void> {
  if (Object.keys(storage.local).length + Object.keys(storage.session).length === 0) return;
  await page.goto(`${origin}/robots.txt`, { timeout: 30_000 });
  await page.evaluate(
    (l: Record<string, string>, s: Record<string, string>) => {
      for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
    },
    storage.local,
    storage.session,
  );
}
