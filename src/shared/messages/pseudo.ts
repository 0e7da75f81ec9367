/**
 * The pseudo-language (docs/LANGUAGES.md "Pseudo-language check"): the English texts with every letter accented,
 * lengthened by about a third and bracketed ⟦…⟧. Only the pseudo build (PORTAL_PSEUDO=1) imports this module, in
 * place of en.ts and api.ts; its e2e run finds any visible text that escaped the messages modules.
 */
import { apiMessages as english } from './api.ts';
import * as en from './en.ts';

/** The marks around every pseudo text. */
export const PSEUDO_OPEN = '⟦';
/** The mark that closes a pseudo text. */
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
};

/** One text in the pseudo-language: accented, a third longer (Devanagari runs longer too), bracketed. */
export function pseudoText(text: string): string {
  if (text === '') return text;
  const accented = text.replace(/[aeiouycnAEIOUCN]/g, (letter) => ACCENTED[letter] ?? letter);
  return `${PSEUDO_OPEN}${accented}${'·'.repeat(Math.ceil(text.length / 3))}${PSEUDO_CLOSE}`;
}

/** A messages value (text, text function, list or area of texts) with every text it gives in the pseudo-language. */
export function pseudoTexts<T>(value: T): T {
  if (typeof value === 'string') return pseudoText(value) as T;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => pseudoTexts(fn(...args))) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => pseudoTexts(item)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pseudoTexts(item)])) as T;
  return value;
}

/** Every screen area's texts in the pseudo-language. */
export const t = pseudoTexts({ ...en });

/** The API texts in the pseudo-language (the islands' own checks use them; the server still answers in English). */
export const apiMessages = pseudoTexts(english);
