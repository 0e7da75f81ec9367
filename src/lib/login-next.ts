/**
 * The page to return to after login (issue 21 §2): a member page opened without a session sends the visitor to the
 * login screen with `?next=<path>` (src/layouts/guard.ts, or the session store when the server ended the session);
 * login and verify carry it on, and only a member page of this site is ever opened from it (never an open redirect).
 */
import { safeNext } from '../shared/routes.ts';

/** The page this login should return to (the login or verify address's `next`), if it is a safe one. */
export function nextPath(): string | undefined {
  return typeof location === 'undefined' ? undefined : safeNext(new URLSearchParams(location.search).get('next'));
}

/** An address of the login flow that carries on the current `next` (login → verify). */
export function withNext(path: string): string {
  const next = nextPath();
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
