/** Published content in the language of the request being answered (docs/LANGUAGES.md "Content"). */
import type { ContentText, ContentTranslations } from '../../shared/content-translations.ts';
import type { Language } from '../../shared/messages/languages.ts';
import { currentLanguage } from './language.ts';

/**
 * A record's `field` in `language` (the member's, by default): its translation when one is stored and not blank,
 * else English.
 */
export function shownText(
  translations: ContentTranslations,
  field: keyof ContentText,
  english: string,
  language: Language = currentLanguage(),
): string {
  if (language === 'en') return english;
  return translations[language]?.[field]?.trim() || english;
}
