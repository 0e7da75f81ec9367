/**
 * Published content in the doctor's language (issue 43 §1, docs/LANGUAGES.md "Content"): a record keeps its English
 * title and description (the keys of links and orders) and, in `translations`, optional Hindi and Nepali texts.
 */

/** The languages content can be translated into (English is the record's own text). */
const CONTENT_LANGUAGES = ['hi', 'ne'] as const;

/** A language content can be translated into. */
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The translated texts of one language; a missing or blank field falls back to English. */
export interface ContentText {
  title?: string;
  description?: string;
}

/** A record's translations by language (the `translations` jsonb column). */
export type ContentTranslations = Partial<Record<ContentLanguage, ContentText>>;

/** The console's flat translation fields of a record (its forms and lists). */
export interface TranslationFields {
  titleHi: string;
  titleNe: string;
  descriptionHi: string;
  descriptionNe: string;
}

const FIELD_LANGUAGE: Readonly<
  Record<ContentLanguage, { title: keyof TranslationFields; description: keyof TranslationFields }>
> = {
  hi: { title: 'titleHi', description: 'descriptionHi' },
  ne: { title: 'titleNe', description: 'descriptionNe' },
};

/** The translations of the console's fields, trimmed; a blank field is not stored (it falls back to English). */
export function translationsOf(fields: Partial<TranslationFields>): ContentTranslations {
  const translations: ContentTranslations = {};
  for (const language of CONTENT_LANGUAGES) {
    const title = fields[FIELD_LANGUAGE[language].title]?.trim() ?? '';
    const description = fields[FIELD_LANGUAGE[language].description]?.trim() ?? '';
    const text: ContentText = { ...(title && { title }), ...(description && { description }) };
    if (title || description) translations[language] = text;
  }
  return translations;
}

/** The console's fields of stored translations ('' where none). */
export function fieldsOf(translations: ContentTranslations): TranslationFields {
  return {
    titleHi: translations.hi?.title ?? '',
    titleNe: translations.ne?.title ?? '',
    descriptionHi: translations.hi?.description ?? '',
    descriptionNe: translations.ne?.description ?? '',
  };
}

/** The languages a record lacks: no title, or no description while the English has one. */
export function missingLanguages(englishDescription: string, translations: ContentTranslations): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((language) => {
    const text = translations[language];
    return !text?.title?.trim() || (englishDescription.trim() !== '' && !text.description?.trim());
  });
}
