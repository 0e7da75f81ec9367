/** Login, verify, resend and logout through the auth stores, against the real API. */
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCategories } from '../../src/api/catalogue.ts';
import { $loginForm, requestCode, resetLoginForm } from '../../src/stores/auth.ts';
import { $resending, $verifyForm, resendCode, verifyCode, resetVerifyForm } from '../../src/stores/verify.ts';
import { $challenge, clearChallenge, saveChallenge } from '../../src/stores/challenge.ts';
import { logout } from '../../src/stores/logout.ts';
import { $profile, $session } from '../../src/stores/session.ts';
import { $toasts } from '../../src/stores/toasts.ts';
import { STORAGE_KEYS } from '../../src/lib/storage-keys.ts';
import { t as text } from '../../src/shared/messages/index.ts';
import { pathFor } from '../../src/shared/routes.ts';
import { insertMember } from '../server/helpers/fixtures.ts';
import { inProcessApi } from './helpers/api.ts';
import { navigations } from './helpers/browser.ts';

const api = inProcessApi({ TEST_NUMBERS: '91:9876543210:123456' });

beforeAll(async () => {
  await insertMember(api.t.database.db, { countryCode: '91', phone: '9876543210', firstName: 'Asha' });
});

afterEach(async () => {
  await allTasks();
  // The next test's code request is past the resend wait of this one's.
  api.t.clock.advance(600);
  cleanStores($loginForm, $verifyForm, $resending, $toasts);
  // A successful request leaves the form busy until the page changes, as a back-forward cache return would.
  resetLoginForm();
  resetVerifyForm();
  clearChallenge();
  $session.set(undefined);
  $profile.set(undefined);
});

describe('login', () => {
  it('shows inline errors for a bad number and unaccepted terms without calling the API', async () => {
    expect(await requestCode('91', '12345', false)).toBe(false);
    const { errors, busy } = $loginForm.get();
    expect(busy).toBe(false);
    expect(Object.keys(errors).sort()).toEqual(['mobile', 'terms']);
    expect($challenge.get()).toBeUndefined();
    expect(navigations).toEqual([]);
  });

  it('requests a code, keeps the challenge and opens the verify screen', async () => {
    expect(await requestCode('91', ' 9876543210 ')).toBe(true);
    expect($challenge.get()).toMatchObject({ country: '91', mobile: '9876543210' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.challenge) ?? '{}')).toEqual($challenge.get());
    expect(navigations).toEqual([{ path: pathFor('verify'), replace: false }]);
    expect($loginForm.get().busy).toBe(true);
  });

  it('refuses a wrong code with the verify message and keeps the member logged out', async () => {
    await requestCode('91', '9876543210');
    expect(await verifyCode('000000')).toBe(false);
    expect($verifyForm.get()).toEqual({ busy: false, errors: { otp: text.verify.invalid } });
    expect($session.get()).toBeUndefined();
  });

  it('warns before the last wrong try, then stops Verify until a new code is sent, which logs in', async () => {
    await requestCode('91', '9876543210');
    const said: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      expect(await verifyCode('000000')).toBe(false);
      said.push($verifyForm.get().errors.otp ?? '');
    }
    const { invalid, invalidLastTry, noTriesLeft } = text.verify;
    expect(said).toEqual([invalid, invalid, invalid, invalidLastTry, noTriesLeft]);
    expect($challenge.get()?.ended).toBe(true);
    // The right code is not even sent: the server would refuse it too.
    expect(await verifyCode('123456')).toBe(false);
    expect($verifyForm.get().errors.otp).toBe(noTriesLeft);
    expect($session.get()).toBeUndefined();
    // Once the resend wait is over, a new code clears the end and logs in.
    const challenge = $challenge.get();
    if (challenge) saveChallenge({ ...challenge, resendAt: 0 });
    expect(await resendCode()).toBe(true);
    expect($challenge.get()?.ended).toBe(false);
    expect(await verifyCode('123456')).toBe(true);
  });

  it('logs in with the right code: the session and profile are stored and /home opens', async () => {
    await requestCode('91', '9876543210');
    navigations.length = 0;
    expect(await verifyCode('123456')).toBe(true);
    expect($session.get()).toMatch(/^[\w-]{43}$/);
    expect($profile.get()).toMatchObject({ first_name: 'Asha' });
    expect($challenge.get()).toBeUndefined();
    expect(navigations).toEqual([{ path: pathFor('home'), replace: true }]);
  });

  it('verify without a challenge goes back to the login screen', async () => {
    expect(await verifyCode('123456')).toBe(false);
    expect(navigations).toEqual([{ path: pathFor('login'), replace: true }]);
  });

  it('resend is refused before its time and leaves the challenge as it was', async () => {
    await requestCode('91', '9876543210');
    const before = $challenge.get();
    expect(await resendCode()).toBe(false);
    expect($challenge.get()).toEqual(before);
    expect($resending.get()).toBe(false);
  });
});

describe('session end', () => {
  it('logout revokes the key on the server, clears storage and opens the login screen', async () => {
    await requestCode('91', '9876543210');
    await verifyCode('123456');
    const key = $session.get();
    localStorage.setItem('left-behind', '1');
    navigations.length = 0;
    await logout();
    expect($session.get()).toBeUndefined();
    expect($profile.get()).toBeUndefined();
    expect(localStorage.length).toBe(0);
    expect(navigations).toEqual([{ path: pathFor('login'), replace: true }]);
    const answer = await api.t.request({
      method: 'POST',
      url: '/api/GetCategory.php',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('a call answered SESSION_INVALID forgets the session and returns to the login screen', async () => {
    $session.set('revoked-or-unknown-key');
    await expect(getCategories('Cardiology')).rejects.toMatchObject({ code: 'SESSION_INVALID' });
    expect($session.get()).toBeUndefined();
    // The login screen is opened after the site's saved data is deleted, and returns here after the next login.
    const here = encodeURIComponent(location.pathname + location.search);
    await vi.waitFor(() => expect(navigations).toEqual([{ path: `${pathFor('login')}?next=${here}`, replace: true }]));
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionEnded)).toBe('1');
  });
});
