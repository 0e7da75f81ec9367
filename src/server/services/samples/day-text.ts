/** Days in the sentences of sample answers, written as the request's language writes them. */
import { LOCALES, type Language } from '../../../shared/messages/languages.ts';
import { currentLanguage } from '../language.ts';

/**
 * A YYYY-MM-DD day in `language` (the request's by default), month in words and Latin digits (docs/GLOSSARY.md
 * "Digits"): "31 March 2027", "31 मार्च 2027", "2027 मार्च 31".
 */
export function dayText(date: string, language: Language = currentLanguage()): string {
  return new Intl.DateTimeFormat(LOCALES[language].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
