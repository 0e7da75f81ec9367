/**
 * The console's staff session as a store (issue 41): who is signed in in this tab (kept in sessionStorage by
 * session.ts, so a reload keeps it), the notice the sign-in screen shows (the session ended, signed out, enrolled)
 * and the doctor forms' choices.
 */
import { atom } from 'nanostores';
import { staffLogout, staffMe } from '../../shared/contract/admin/auth.ts';
import { adminOptions } from '../../shared/contract/admin/doctors.ts';
import { NO_OPTIONS, type Options } from '../doctors/options.ts';
import { staffCall } from '../api.ts';
import { readSession, type StaffSession, writeSession } from '../session.ts';
import { text } from '../text.ts';
import type { StaffMe } from '../types.ts';

/** The signed-in staff member of this tab, or null. */
export const $staffSession = atom<StaffSession | null>(readSession());

/** The notice of the sign-in screen ('' for none). */
export const $signInNotice = atom('');

/** Keeps a new session (after sign-in). */
export function startSession(session: StaffSession): void {
  writeSession(session);
  $signInNotice.set('');
  $staffSession.set(session);
}

/** Forgets the session and shows `why` on the sign-in screen. */
export function endSession(why: string): void {
  writeSession(null);
  $staffSession.set(null);
  $signInNotice.set(why);
}

/** Signs out: the server revokes the key (a failure there still signs this tab out). */
export async function signOut(): Promise<void> {
  await staffCall(staffLogout).catch(() => undefined);
  endSession(text.signIn.signedOut);
}

/** The choices of the doctor forms and filters (focuses, managers); empty until read. */
export const $formChoices = atom<Options>(NO_OPTIONS);

/**
 * Asks who is signed in (the stored session may have ended while the tab was away: a 401 ends it), then reads the
 * form choices again (a manager added or deactivated since shows).
 */
export async function refreshFormChoices(): Promise<void> {
  try {
    await staffCall<StaffMe>(staffMe);
    $formChoices.set(await staffCall<Options>(adminOptions));
  } catch {
    // An ended session is handled by the request function; other failures keep the choices read before.
  }
}
