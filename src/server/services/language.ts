/**
 * The language of the request being answered (docs/LANGUAGES.md): set from Accept-Language when a request arrives
 * (plugins/language.ts), then from the member's stored choice once the session is known (plugins/auth.ts), unless
 * the request named its page's language. `m` reads it, so every Message built while answering a request is in that
 * request's language.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { apiMessages as en } from '../../shared/messages/api.ts';
import { apiMessages as hi } from '../../shared/messages/hi/api.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/messages/languages.ts';
import { apiMessages as ne } from '../../shared/messages/ne/api.ts';
import type { Shape } from '../../shared/messages/shape.ts';

/** The texts of API answers: the English module's keys and parameters, which hi and ne satisfy (shape.ts). */
type ApiMessages = Shape<typeof en>;

/** The API texts of each language. */
const TEXTS: Readonly<Record<Language, ApiMessages>> = { en, hi, ne };

/** What one request knows about its language; changed in place when the session names the member's choice. */
export interface RequestLanguage {
  language: Language;
  /**
   * True when the request named one of our languages as its Accept-Language, alone: what the portal's pages send
   * (the page's language), which the member's stored choice does not override. A browser's own header (regions,
   * several languages) is only a hint.
   */
  named?: boolean;
}

const current = new AsyncLocalStorage<RequestLanguage>();

/** Runs `fn` with `state` as the language of everything it starts (a request, a job). */
export function runInLanguage<T>(state: RequestLanguage, fn: () => T): T {
  return current.run(state, fn);
}

/** The language of the work in progress: the request's, or English outside a request. */
export function currentLanguage(): Language {
  return current.getStore()?.language ?? DEFAULT_LANGUAGE;
}

/** True when the request being answered named its page's language, which a member's stored choice does not change. */
export function languageIsNamed(): boolean {
  return current.getStore()?.named === true;
}

/**
 * Switches the work in progress to a member's stored language, unless the request named its page's language (ignored
 * when empty or unknown, or outside a request): a doctor reading English pages in one browser gets English answers
 * though they last chose Hindi in another.
 */
export function switchToMemberLanguage(stored: string): void {
  const state = current.getStore();
  if (state && !state.named && isLanguage(stored)) state.language = stored;
}

/** Answers the rest of the request in `language`, whatever it asked (SaveSettings.php, in the language just chosen). */
export function answerIn(language: Language): void {
  const state = current.getStore();
  if (state) state.language = language;
}

/** The API texts of one language, for work that names its language (an SMS, a member's mail). */
export function messagesIn(language: Language): ApiMessages {
  return TEXTS[language];
}

/** The API texts in the language of the request being answered (English outside a request). */
export const m: ApiMessages = new Proxy(en, {
  get: (_target, key) => Reflect.get(TEXTS[currentLanguage()], key),
});

/** Devanagari letters, the script of Hindi and Nepali. */
const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The language a question is written in: Devanagari is Hindi or Nepali (the member's language when it is one of
 * them, else Hindi, as the script does not tell them apart reliably); anything else is answered in English.
 */
export function questionLanguage(question: string, memberLanguage: Language): Language {
  if (!DEVANAGARI.test(question)) return 'en';
  return memberLanguage === 'ne' ? 'ne' : 'hi';
}
