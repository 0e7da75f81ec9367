/**
 * The visitor's language choice in this browser (docs/LANGUAGES.md): kept in localStorage under
 * STORAGE_KEYS.language, a non-personal preference that survives logout.
 */
import { firstOffered, isLanguage, type Language } from '../shared/messages/languages.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** The language chosen in this browser, if any. */
export function chosenLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a language choice in this browser. */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage may be unavailable (private mode): the choice lasts for this page only.
  }
}

/**
 * The language to show: the choice made in this browser, then (after login) the member's stored language, then the
 * browser's languages, then English.
 */
export function preferredLanguage(memberLanguage: string | undefined, browser: readonly string[]): Language {
  return chosenLanguage() ?? (isLanguage(memberLanguage) ? memberLanguage : undefined) ?? firstOffered(browser) ?? 'en';
}

/**
 * Clears local and session storage but keeps the language choice (logout, SPEC §2) and the note that the server ended
 * the session (set first by stores/session.ts, so the login screen says so whichever way the page gets there), and
 * then also the number of the last login, which the login screen fills in.
 */
export function clearStorageKeepingLanguage(): void {
  const language = chosenLanguage();
  const ended = sessionStorage.getItem(STORAGE_KEYS.sessionEnded);
  const number = ended && localStorage.getItem(STORAGE_KEYS.lastNumber);
  localStorage.clear();
  sessionStorage.clear();
  if (language) rememberLanguage(language);
  if (ended) sessionStorage.setItem(STORAGE_KEYS.sessionEnded, ended);
  if (number) localStorage.setItem(STORAGE_KEYS.lastNumber, number);
}
