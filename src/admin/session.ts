/**
 * The staff session of this browser tab: the key the sign-in answered, kept in sessionStorage (gone when the tab
 * closes; never shared with the doctors' pages, which keep theirs elsewhere), and who signed in.
 */
import type { StaffMe } from './types.ts';

const STORAGE_KEY = 'portal-console-session';

/** A signed-in staff member and the key of the session. */
export interface StaffSession {
  key: string;
  staff: StaffMe;
  idleSeconds: number;
}

/** The stored session, or null. */
export function readSession(): StaffSession | null {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as StaffSession) : null;
  } catch {
    return null;
  }
}

/** Stores (or, with null, forgets) the session. */
export function writeSession(session: StaffSession | null): void {
  if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(STORAGE_KEY);
}
