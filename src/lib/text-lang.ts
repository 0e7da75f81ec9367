/** The language of a content text the API answered in the member's language, or in English where not translated. */
import { language } from '../shared/messages/index.ts';

/**
 * `lang="en"` for a text without a Devanagari letter on a Hindi or Nepali page (a title not translated yet), so a
 * screen reader reads it with English pronunciation; undefined (the page's language) otherwise.
 */
export function textLang(text: string): 'en' | undefined {
  return language !== 'en' && !/[\u0900-\u097f]/.test(text) ? 'en' : undefined;
}
