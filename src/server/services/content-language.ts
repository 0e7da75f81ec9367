/** Published content in the language of the request being answered (docs/LANGUAGES.md "Content"). */
import type { ContentText, ContentTranslations } from '../../shared/content-translations.ts';
import { currentLanguage } from './language.ts';

/** A record's `field` in the member's language: its translation when one is stored and not blank, else English. */
export function shownText(translations: ContentTranslations, field: keyof ContentText, english: string): string {
  const language = currentLanguage();
  if (language === 'en') return english;
  return translations[language]?.[field]?.trim() || english;
}
