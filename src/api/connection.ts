/**
 * What the API client needs from the page it runs on, handed to it once at start (injection keeps src/api free of
 * src/stores): the API base address, the session key to send, and what to do when the server says the session has
 * ended. src/stores/session.ts connects it when it loads, which is before any store can make a call.
 */

/** The page's side of the client. */
export interface Connection {
  /** The API base address, e.g. '/api' (PUBLIC_API_BASE). */
  apiBase: string;
  /** The session key to send as `Authorization: Bearer`, or undefined when logged out. */
  sessionKey: () => string | undefined;
  /** Called once per SESSION_INVALID answer: forget the session and go to the login screen. */
  onSessionEnd: () => void;
  /** Called when the service worker answered with a saved answer, with the time it was saved (ms since 1970). */
  onSaved?: (at: number) => void;
}

let current: Connection | undefined;

/** Hands the client the page's side (the session store does this when it loads). */
export function connectClient(connection: Connection): void {
  current = connection;
}

/** The page's side of the client, once connectClient() has been called. */
export function connected(): Connection | undefined {
  return current;
}
