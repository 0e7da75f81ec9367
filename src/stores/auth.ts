/**
 * The login screen's actions (SPEC §4 Login, DESIGN §4): ask for a code, and what the screen says on arrival. The
 * verify screen's are in verify.ts (so the login page does not carry them), logout's in logout.ts.
 */
import { atom } from 'nanostores';
import * as authApi from '../api/auth.ts';
import type { CountryCode, OtpChannel } from '../shared/constants.ts';
import { t } from '../shared/messages/index.ts';
import { pathFor } from '../shared/routes.ts';
import { resendAtIn, saveChallenge } from './challenge.ts';
import { collectErrors, failedForm, idleForm, type FormState } from '../lib/form-state.ts';
import { mobileError, termsError } from '../lib/login-rules.ts';
import { withNext } from '../lib/login-next.ts';
import { navigate } from '../lib/navigation.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
// Connects the API client (src/api/connection.ts) before this store's first call.
import './session.ts';

/** State of the login form (mobile number and terms). */
export const $loginForm = atom<FormState<'mobile' | 'terms'>>(idleForm());

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
      resendAt: resendAtIn(answer.resendAfter),
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

/** The country and number of the last login on this device, kept after the server ended its session (issue 40 §17). */
export function lastNumber(): { country: string; mobile: string } | undefined {
  try {
    const [country, mobile] = (localStorage.getItem(STORAGE_KEYS.lastNumber) ?? '').split(' ');
    return country && mobile ? { country, mobile } : undefined;
  } catch {
    return undefined;
  }
}

/** Clears the login form's busy flag and messages, e.g. when the page comes back from the back-forward cache. */
export function resetLoginForm(): void {
  $loginForm.set(idleForm());
}
