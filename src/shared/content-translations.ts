/**
 * Published content in the doctor's language (issue 43 §1, docs/LANGUAGES.md "Content"): a record keeps its English
 * title and description (the keys of links and orders) and, in `translations`, optional Hindi and Nepali texts.
 */

/** The languages content can be translated into (English is the record's own text). */
export const CONTENT_LANGUAGES = ['hi', 'ne'] as const;

/** A language content can be translated into. */
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The translated texts of one language; a missing or blank field falls back to English. */
export interface ContentText {
  title?: string;
  description?: string;
}

/** A record's translations by language (the `translations` jsonb column). */
export type ContentTranslations = Partial<Record<ContentLanguage, ContentText>>;
