/** Login, verify and resend (SPEC §4 Login, DESIGN §4): the actions behind the auth islands (logout: logout.ts). */
import { atom } from 'nanostores';
import * as authApi from '../api/auth.ts';
import { ApiError, unexpectedAnswer } from '../api/errors.ts';
import type { CountryCode, OtpChannel } from '../shared/constants.ts';
import { t } from '../shared/messages/index.ts';
import { pathFor } from '../shared/routes.ts';
import { $challenge, clearChallenge, saveChallenge } from './challenge.ts';
import { collectErrors, failedForm, idleForm, type FormState } from '../lib/form-state.ts';
import { mobileError, otpError, termsError } from '../lib/login-rules.ts';
import { settleLanguageAtLogin } from './language.ts';
import { nextPath, withNext } from '../lib/login-next.ts';
import { navigate } from '../lib/navigation.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { startSession } from './session.ts';
import { showToast } from './toasts.ts';

/** State of the login form (mobile number and terms). */
export const $loginForm = atom<FormState<'mobile' | 'terms'>>(idleForm());
/** State of the verify form (the code). */
export const $verifyForm = atom<FormState<'otp'>>(idleForm());
/** True while a new code is being requested from the verify screen. */
export const $resending = atom(false);

const secondsFromNow = (seconds: number): number => Date.now() + Math.max(0, seconds) * 1000;

/** Requests a code for a number by a channel (after checking it and the terms) and opens the verify screen. */
export async function requestCode(
  country: CountryCode,
  mobile: string,
  termsAccepted = true,
  channel: OtpChannel = 'sms',
): Promise<boolean> {
  if ($loginForm.get().busy) return false;
  const errors = collectErrors({ mobile: mobileError(country, mobile), terms: termsError(termsAccepted) });
  if (errors) {
    $loginForm.set({ busy: false, errors });
    return false;
  }
  $loginForm.set({ busy: true, errors: {} });
  try {
    const number = mobile.trim();
    const answer = await authApi.check(country, number, channel);
    saveChallenge({
      key: answer.key,
      country,
      mobile: number,
      resendAt: secondsFromNow(answer.resendAfter),
      channel: answer.channel,
      channels: answer.channels,
    });
    navigate(withNext(pathFor('verify')));
    return true;
  } catch (error) {
    $loginForm.set(
      failedForm(error, (field) => (field === 'mobile_no' ? 'mobile' : undefined), {
        mobile_no: t.login.mobile,
        country_code: t.login.country,
        channel: t.login.channel,
      }),
    );
    return false;
  }
}

/** Verifies the typed code; on success stores the session and profile and opens /home. */
export async function verifyCode(otp: string): Promise<boolean> {
  const challenge = $challenge.get();
  if (!challenge) {
    navigate(withNext(pathFor('login')), true);
    return false;
  }
  if ($verifyForm.get().busy) return false;
  const error = otpError(otp);
  if (error) {
    $verifyForm.set({ busy: false, errors: { otp: error } });
    return false;
  }
  $verifyForm.set({ busy: true, errors: {} });
  try {
    const answer = await authApi.login(challenge.key, otp.trim());
    const profile = answer.result[0];
    if (!answer.key || !profile) throw unexpectedAnswer(200);
    startSession(answer.key, profile);
    rememberNumber(challenge.country, challenge.mobile);
    clearChallenge();
    // Push code exists only in builds with a Firebase configuration (src/stores/push.ts).
    if (__PORTAL_FIREBASE__) (await import('./push.ts')).markPushPending();
    await settleLanguageAtLogin(profile);
    navigate(nextPath() ?? pathFor('home'), true);
    return true;
  } catch (failure) {
    if (failure instanceof ApiError && failure.code === 'OTP_INVALID') {
      $verifyForm.set({ busy: false, errors: { otp: t.verify.invalid } });
    } else {
      $verifyForm.set(failedForm(failure, (field) => (field === 'otp' ? 'otp' : undefined), { otp: t.verify.otp }));
    }
    return false;
  }
}

/** Sends a new code to the same number, by the same channel or another; the old code stops working (DESIGN §4). */
export async function resendCode(channel?: OtpChannel): Promise<boolean> {
  const challenge = $challenge.get();
  if (!challenge) {
    navigate(pathFor('login'), true);
    return false;
  }
  if ($resending.get() || Date.now() < challenge.resendAt) return false;
  $resending.set(true);
  try {
    const answer = await authApi.check(challenge.country, challenge.mobile, channel ?? challenge.channel ?? 'sms');
    saveChallenge({
      ...challenge,
      key: answer.key,
      resendAt: secondsFromNow(answer.resendAfter),
      channel: answer.channel,
      channels: answer.channels,
    });
    $verifyForm.set(idleForm());
    showToast(t.verify.resent, 'success');
    return true;
  } catch (failure) {
    if (failure instanceof ApiError && failure.retryAfter !== undefined) {
      saveChallenge({ ...challenge, resendAt: secondsFromNow(failure.retryAfter) });
    }
    $verifyForm.set(failedForm(failure, () => undefined));
    return false;
  } finally {
    $resending.set(false);
  }
}

/** Shows "Your session has ended…" on the login form once, when the server ended the last session (session.ts). */
export function noticeSessionEnd(): void {
  try {
    if (!sessionStorage.getItem(STORAGE_KEYS.sessionEnded)) return;
    sessionStorage.removeItem(STORAGE_KEYS.sessionEnded);
  } catch {
    return;
  }
  $loginForm.set({ busy: false, errors: {}, alert: t.errors.sessionEnded });
}

/** The answer to an erasure request made on this device, once (stores/privacy.ts); empty when there is none. */
export function takeErasureNote(): string {
  try {
    const note = sessionStorage.getItem(STORAGE_KEYS.erasureNote) ?? '';
    sessionStorage.removeItem(STORAGE_KEYS.erasureNote);
    return note;
  } catch {
    return '';
  }
}

/** Keeps the number of this login on this device, for the login screen after the server ends the session. */
function rememberNumber(country: CountryCode, mobile: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lastNumber, `${country} ${mobile}`);
  } catch {
    // Without storage the login screen simply starts empty.
  }
}

/** The country and number of the last login on this device, kept after the server ended its session (issue 40 §17). */
export function lastNumber(): { country: string; mobile: string } | undefined {
  try {
    const [country, mobile] = (localStorage.getItem(STORAGE_KEYS.lastNumber) ?? '').split(' ');
    return country && mobile ? { country, mobile } : undefined;
  } catch {
    return undefined;
  }
}

/** Clears busy flags and messages, e.g. when the page comes back from the back-forward cache. */
export function resetAuthForms(): void {
  $loginForm.set(idleForm());
  $verifyForm.set(idleForm());
  $resending.set(false);
}
