/** The verify screen's actions (SPEC §2 /verify): check the code and start the session, or send a new code. */
import { atom } from 'nanostores';
import * as authApi from '../api/auth.ts';
import { ApiError, unexpectedAnswer } from '../api/errors.ts';
import type { CountryCode, OtpChannel } from '../shared/constants.ts';
import { t } from '../shared/messages/index.ts';
import { pathFor } from '../shared/routes.ts';
import { $challenge, clearChallenge, resendAtIn, saveChallenge } from './challenge.ts';
import { failedForm, idleForm, type FormState } from '../lib/form-state.ts';
import { otpError } from '../lib/login-rules.ts';
import { settleLanguageAtLogin } from './language.ts';
import { nextPath, withNext } from '../lib/login-next.ts';
import { navigate } from '../lib/navigation.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { startSession } from './session.ts';
import { showToast } from './toasts.ts';

/** State of the verify form (the code). */
export const $verifyForm = atom<FormState<'otp'>>(idleForm());
/** True while a new code is being requested from the verify screen. */
export const $resending = atom(false);

/** Verifies the typed code; on success stores the session and profile and opens /home. */
export async function verifyCode(otp: string): Promise<boolean> {
  const challenge = $challenge.get();
  if (!challenge) {
    navigate(withNext(pathFor('login')), true);
    return false;
  }
  if ($verifyForm.get().busy || challenge.ended) return false;
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
      if (failure.triesLeft === 0) endCode();
      $verifyForm.set({ busy: false, errors: { otp: wrongCodeText(failure.triesLeft) } });
    } else {
      if (failure instanceof ApiError && failure.code === 'OTP_EXPIRED') endCode();
      $verifyForm.set(failedForm(failure, (field) => (field === 'otp' ? 'otp' : undefined), { otp: t.verify.otp }));
    }
    return false;
  }
}

/** What a wrong code says: plain while tries remain, a warning before the last, the way on after it. */
function wrongCodeText(triesLeft: number | undefined): string {
  if (triesLeft === 0) return t.verify.noTriesLeft;
  return triesLeft === 1 ? t.verify.invalidLastTry : t.verify.invalid;
}

/** Marks the pending code as taking no more tries: Verify stops, only a new code helps. */
function endCode(): void {
  const challenge = $challenge.get();
  if (challenge) saveChallenge({ ...challenge, ended: true });
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
      ended: false,
      resendAt: resendAtIn(answer.resendAfter),
      channel: answer.channel,
      channels: answer.channels,
    });
    $verifyForm.set(idleForm());
    showToast(t.verify.resent, 'success');
    return true;
  } catch (failure) {
    if (failure instanceof ApiError && failure.retryAfter !== undefined) {
      saveChallenge({ ...challenge, resendAt: resendAtIn(failure.retryAfter) });
    }
    $verifyForm.set(failedForm(failure, () => undefined));
    return false;
  } finally {
    $resending.set(false);
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

/** Clears the verify form's busy flags and messages, e.g. when the page comes back from the back-forward cache. */
export function resetVerifyForm(): void {
  $verifyForm.set(idleForm());
  $resending.set(false);
}
