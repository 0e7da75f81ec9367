/**
 * Privacy (issue 27, DPDP Act 2023): the notice at the first page after login (and after a new notice version),
 * consent per optional purpose given or withdrawn in Settings, the data download and the erasure request. Every
 * answer goes to the server first; this browser's copy (lib/consent.ts) follows it.
 */
import { atom } from 'nanostores';
import * as privacyApi from '../api/privacy.ts';
import { messageOf } from '../api/errors.ts';
import { NOTICE_ANSWERED, rememberConsent } from '../lib/consent.ts';
import { navigate } from '../lib/navigation.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { pathFor } from '../shared/routes.ts';
import type { ConsentChannel, ConsentChoices, ConsentPurpose, ConsentState } from '../shared/privacy.ts';
import { clearStorage } from './session.ts';
import { showToast } from './toasts.ts';

/** The privacy state: loading, failed, or the server's state with what is in progress. */
export type PrivacyView =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The erasure was asked for: the session has ended; the server's confirmation is shown. */
  | { status: 'requested'; message: string }
  | { status: 'ready'; state: ConsentState; busy: '' | 'saving' | 'exporting' | 'erasing'; error: string };

/** The member's privacy state (Settings and the notice dialog). */
export const $privacy = atom<PrivacyView>({ status: 'loading' });

/** True while the notice dialog is open. */
export const $noticeOpen = atom(false);

function ready(state: ConsentState): void {
  rememberConsent(state.due ? 0 : state.answered_version, state.choices);
  if (!state.due) dispatchEvent(new Event(NOTICE_ANSWERED));
  $privacy.set({ status: 'ready', state, busy: '', error: '' });
}

function busy(what: '' | 'saving' | 'exporting' | 'erasing', error = ''): void {
  const view = $privacy.get();
  if (view.status === 'ready') $privacy.set({ ...view, busy: what, error });
}

/** Loads the state; opens the notice when it is due (`ask`: on member pages, not in Settings' own load). */
export async function loadPrivacy(ask = false): Promise<void> {
  try {
    const state = await privacyApi.getConsent();
    ready(state);
    if (ask && state.due && !state.erasure) $noticeOpen.set(true);
  } catch (error) {
    $privacy.set({ status: 'error', message: messageOf(error) });
  }
}

/** Saves the choices (from the notice, which then closes, or from Settings). */
export async function saveChoices(choices: ConsentChoices, channel: ConsentChannel): Promise<boolean> {
  busy('saving');
  try {
    ready(await privacyApi.saveConsent(choices, channel));
    if (channel === 'notice') $noticeOpen.set(false);
    return true;
  } catch (error) {
    busy('', messageOf(error));
    return false;
  }
}

/** Gives or withdraws one purpose in Settings, as one change. */
export function setPurpose(purpose: ConsentPurpose, on: boolean): void {
  const view = $privacy.get();
  if (view.status !== 'ready' || view.busy) return;
  void saveChoices({ ...view.state.choices, [purpose]: on }, 'settings');
}

/** Downloads everything held about the member as my-data.json. */
export async function exportMyData(): Promise<void> {
  busy('exporting');
  try {
    const blob = await privacyApi.downloadMyData();
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `my-data-${new Date().toISOString().slice(0, 10)}.json`;
    anchor.hidden = true;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    busy('');
  } catch (error) {
    busy('', messageOf(error));
  }
}

/**
 * Asks to erase the member's data: every session ends, so this browser forgets its own and opens the login screen
 * (logged out: no member header or menu), which shows the server's answer with its reference. Without storage the
 * answer stays on this page.
 */
export async function eraseMyData(): Promise<void> {
  busy('erasing');
  try {
    const message = await privacyApi.requestErasure();
    clearStorage();
    try {
      // The confirmation stays open until the page is replaced: closing it would step back in history
      // (lib/back-closes.ts), which cancels this navigation.
      sessionStorage.setItem(STORAGE_KEYS.erasureNote, message);
      navigate(pathFor('login'), true);
    } catch {
      // Without storage the answer is shown here instead.
      $privacy.set({ status: 'requested', message });
    }
  } catch (error) {
    busy('', messageOf(error));
    showToast(messageOf(error), 'error');
  }
}
