/** Hindi and Nepali titles of the console's content lists and products (issue 43 §1): fields in, column out. */
import {
  type ContentTranslations,
  fieldsOf,
  missingLanguages,
  translationsOf,
} from '../../../shared/content-translations.ts';

/** The optional translated titles a list row or product is saved with. */
export interface TitleTranslationInput {
  titleHi?: string | undefined;
  titleNe?: string | undefined;
}

/** The `translations` column to write: from the fields when the input names one, else none (the stored ones stay). */
export function titleTranslationColumn(input: TitleTranslationInput): { translations?: ContentTranslations } {
  if (input.titleHi === undefined && input.titleNe === undefined) return {};
  return { translations: translationsOf({ titleHi: input.titleHi ?? '', titleNe: input.titleNe ?? '' }) };
}

/** A stored row's translated titles as the console shows them, and the languages still missing ('' when none). */
export function titleTranslationFields(translations: ContentTranslations): {
  titleHi: string;
  titleNe: string;
  missing: string;
} {
  const { titleHi, titleNe } = fieldsOf(translations);
  return { titleHi, titleNe, missing: missingLanguages('', translations).join(', ') };
}
