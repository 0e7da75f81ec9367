/** The member's session: the session key and the stored profile, both kept in localStorage. */
import { persistentAtom } from '@nanostores/persistent';
import { connectClient } from '../api/connection.ts';
import type { Profile } from '../shared/contract/entities.ts';
import { language } from '../shared/messages/index.ts';
import { publicConfig } from '../lib/config.ts';
import { clearStorageKeepingLanguage } from '../lib/language.ts';
import { navigate } from '../lib/navigation.ts';
import { pathFor } from '../shared/routes.ts';
import { installLocalStorageEngine } from '../lib/storage-engine.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { $savedAt } from './saved-at.ts';

installLocalStorageEngine();

function decodeProfile(raw: string): Profile | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Profile) : undefined;
  } catch {
    return undefined;
  }
}

/** The session key sent as `Authorization: Bearer`; undefined when logged out. */
export const $session = persistentAtom<string | undefined>(STORAGE_KEYS.session, undefined);

/** The profile returned at login (and later edited); undefined when logged out. */
export const $profile = persistentAtom<Profile | undefined>(STORAGE_KEYS.profile, undefined, {
  encode: (value: Profile | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  decode: decodeProfile,
});

/** True once the session on this page has been ended; a new key (a new login) starts over. */
let ending = false;
$session.listen((key) => {
  if (key) ending = false;
});

/** Stores a new session after a successful login. */
export function startSession(key: string, profile: Profile): void {
  $session.set(key);
  $profile.set(profile);
}

/** Forgets the session: resets the stores and clears local and session storage but the language (SPEC §2 Logout). */
export function clearStorage(): void {
  $session.set(undefined);
  $profile.set(undefined);
  try {
    clearStorageKeepingLanguage();
  } catch {
    // Storage may be unavailable (private mode); nothing is left to clear then.
  }
}

/**
 * Ends the session on this device after the server refused its key (expired or revoked): forgets it, deletes the
 * saved answers with every other cache and storage of the site, and opens the login screen, which says the session
 * has ended and returns to this page after the next login.
 */
async function endSession(): Promise<void> {
  // The calls refused together (a page's first calls all carry the same key) end the session once: a second opening
  // of the login screen would cancel the first one's load.
  if (ending) return;
  ending = true;
  // Outside a browser (the client's server tests) there is no page to return to.
  const here = typeof location === 'undefined' ? '/' : location.pathname + location.search;
  // Noted first (the clean-ups keep it): however the page reaches the login screen (this navigation, or the head
  // guard of a page loaded meanwhile), it says the session has ended.
  try {
    sessionStorage.setItem(STORAGE_KEYS.sessionEnded, '1');
  } catch {
    // Without storage the login screen simply opens.
  }
  clearStorage();
  // Loaded now: the offline module is not part of the pages' first scripts.
  await import('./offline.ts').then(({ clearSiteData }) => clearSiteData()).catch(() => undefined);
  // The login screen checks `next` before it opens it (lib/login-next.ts).
  navigate(`${pathFor('login')}?next=${encodeURIComponent(here)}`, true);
}

// The API client reaches the session through these (src/api imports only src/shared). Every store that calls the API
// imports this module, so this runs before the first call of any page (tests/unit/layers.test.ts checks the imports).
connectClient({
  apiBase: publicConfig.apiBase,
  sessionKey: () => $session.get(),
  onSessionEnd: () => void endSession(),
  language,
  // The note names the oldest saved answer on the page.
  onSaved: (at) => $savedAt.set(Math.min($savedAt.get() || at, at)),
});
