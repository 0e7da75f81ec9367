/**
 * When a browser's push subscription must be renewed (issue 5 §3): no subscription yet, a token older than
 * TIMINGS.pushTokenRefreshDays, or a therapeutic focus that changed since it was subscribed.
 */
import { TIMINGS } from '../shared/constants.ts';

/** The subscription this browser holds (localStorage `pushSubscription`). */
export interface PushState {
  token: string;
  focus: string;
  /** When the token was subscribed (ms since the epoch). */
  at: number;
}

const DAY_MS = 86_400_000;

/**
 * What to do with the stored subscription: keep it; subscribe (none yet, or a new focus: get the token and
 * subscribe it); or refresh (delete the expired token, get a fresh one and subscribe that).
 */
export type PushRenewal = 'keep' | 'subscribe' | 'refresh';

/** True when a token subscribed at `at` is old enough to be replaced at `now`. */
export function tokenExpired(at: number, now: number): boolean {
  return now - at >= TIMINGS.pushTokenRefreshDays * DAY_MS;
}

/** The renewal a stored subscription (or none) needs for `focus` at `now`. */
export function pushRenewal(state: PushState | undefined, focus: string, now: number): PushRenewal {
  if (!state) return 'subscribe';
  if (tokenExpired(state.at, now)) return 'refresh';
  return state.focus === focus ? 'keep' : 'subscribe';
}
