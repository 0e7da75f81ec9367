/**
 * Push notifications (SPEC §1, issue 5 §3), only in builds with a Firebase configuration: after login the member
 * is offered notifications on the home page; the browser's permission is asked on their click; the token (from
 * src/lib/push-firebase.ts, with the site's service worker) is subscribed through firebase_subcribe.php to
 * Common plus the therapeutic focus; it is refreshed after TIMINGS.pushTokenRefreshDays (push-schedule.ts),
 * subscribed again when the focus changes (resubscribePush) and deleted at logout (unsubscribePush).
 */
import { atom } from 'nanostores';
import { call } from '../api/client.ts';
import { PUSH_COMMON_TOPIC } from '../shared/constants.ts';
import type { FirebaseWebConfig } from '../shared/third-party.ts';
import { t } from '../shared/messages/index.ts';
import { serviceWorkerRegistration } from './offline.ts';
import { consented, NOTICE_ANSWERED, noticeAnswered } from '../lib/consent.ts';
import { pushRenewal, type PushState } from '../lib/push-schedule.ts';
import { $profile } from './session.ts';
import { showToast } from './toasts.ts';

/** localStorage keys (cleared with everything else at logout). */
const PENDING_KEY = 'pushPending';
const STATE_KEY = 'pushSubscription';

/** True while the in-page offer ("Get notifications?") is shown. */
export const $pushOffer = atom(false);

/** The Firebase configuration of this build (null: push is not configured, and no Firebase code exists). */
const firebase = (): FirebaseWebConfig | null =>
  typeof __PORTAL_FIREBASE__ === 'undefined' ? null : __PORTAL_FIREBASE__;

async function loadAdapter(): Promise<typeof import('../lib/push-firebase.ts') | undefined> {
  if (__PORTAL_FIREBASE__) return import('../lib/push-firebase.ts');
  return undefined;
}

/** Push works here and the member consented to notifications (issue 27: no subscription without it). */
const supported = (): boolean =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'serviceWorker' in navigator &&
  firebase() !== null &&
  consented('notifications');

function readState(): PushState | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(STATE_KEY) ?? 'null') as PushState | null;
    return value && typeof value.token === 'string' && typeof value.at === 'number' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Gets a token (a fresh one when `refresh`) and subscribes it to Common plus the focus. */
async function subscribe(focus: string, refresh: boolean): Promise<boolean> {
  const config = firebase();
  const adapter = await loadAdapter();
  if (!config || !adapter || !(await serviceWorkerRegistration())) return false;
  const registration = await navigator.serviceWorker.ready;
  if (refresh) await adapter.deleteToken(config).catch(() => undefined);
  const token = await adapter.getToken(config, registration);
  await call('firebaseSubscribe', { body: { token, topic: [PUSH_COMMON_TOPIC, focus] } });
  localStorage.setItem(STATE_KEY, JSON.stringify({ token, focus, at: Date.now() } satisfies PushState));
  return true;
}

const currentFocus = (): string => $profile.get()?.therapeutic_focus?.trim() ?? '';

/** Remembers, at login, that notifications should be offered once the home page has loaded. */
export function markPushPending(): void {
  if (firebase()) localStorage.setItem(PENDING_KEY, '1');
}

/** Keeps an existing subscription current: a new focus, or a token older than the refresh period. */
export async function syncPush(now = Date.now()): Promise<void> {
  const focus = currentFocus();
  if (!supported() || Notification.permission !== 'granted' || !focus) return;
  const renewal = pushRenewal(readState(), focus, now);
  if (renewal !== 'keep') await subscribe(focus, renewal === 'refresh').catch(() => undefined);
}

/**
 * On the home page after login: offers notifications, or says they were denied, once per login. It waits until this
 * browser knows the member's consent (the privacy notice's check with the server, or the notice answered): before
 * that, the notifications consent reads as not given.
 */
export function offerPush(): void {
  if (!noticeAnswered()) {
    addEventListener(NOTICE_ANSWERED, offerPush, { once: true });
    return;
  }
  if (!supported() || localStorage.getItem(PENDING_KEY) !== '1') return;
  if (Notification.permission === 'default') {
    $pushOffer.set(true);
    return;
  }
  localStorage.removeItem(PENDING_KEY);
  if (Notification.permission === 'denied') showToast(t.delivery.pushDenied, 'error');
}

/** The member said yes: asks the browser's permission, then subscribes (or shows the denial message). */
export async function acceptPush(): Promise<void> {
  $pushOffer.set(false);
  localStorage.removeItem(PENDING_KEY);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    showToast(t.delivery.pushDenied, 'error');
    return;
  }
  const focus = currentFocus();
  if (focus) await subscribe(focus, false).catch(() => undefined);
}

/** The member said not now: asked again after the next login. */
export function declinePush(): void {
  $pushOffer.set(false);
  localStorage.removeItem(PENDING_KEY);
}

/** Subscribes again to Common plus a new focus (call after a successful focus switch). */
export async function resubscribePush(focus: string): Promise<void> {
  if (!supported() || Notification.permission !== 'granted' || !focus.trim()) return;
  await subscribe(focus.trim(), false).catch(() => undefined);
}

/** Deletes this browser's token at logout (the server forgets the member's tokens at logout.php). */
export async function unsubscribePush(): Promise<void> {
  const config = firebase();
  if (!config || !readState()) return;
  const adapter = await loadAdapter();
  const timeout = new Promise<void>((done) => setTimeout(done, 3000));
  await Promise.race([adapter?.deleteToken(config).catch(() => undefined), timeout]);
}
