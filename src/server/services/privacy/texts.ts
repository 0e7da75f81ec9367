/** The privacy calls' texts in the language of the request (or of a named member), like `m` (services/language.ts). */
import { privacyApiMessages as en } from '../../../shared/messages/privacy-api.ts';
import { privacyApiMessages as hi } from '../../../shared/messages/hi/privacy-api.ts';
import { isLanguage, type Language } from '../../../shared/messages/languages.ts';
import { privacyApiMessages as ne } from '../../../shared/messages/ne/privacy-api.ts';
import type { Shape } from '../../../shared/messages/shape.ts';
import { currentLanguage } from '../language.ts';

/** The privacy texts' shape, which hi and ne satisfy. */
type PrivacyTexts = Shape<typeof en>;

const TEXTS: Readonly<Record<Language, PrivacyTexts>> = { en, hi, ne };

/** The privacy texts of a stored language (English when empty or unknown). */
export function privacyTextsIn(language: string): PrivacyTexts {
  return TEXTS[isLanguage(language) ? language : 'en'];
}

/** The privacy texts in the language of the request being answered. */
export const pm: PrivacyTexts = new Proxy(en, {
  get: (_target, key) => Reflect.get(TEXTS[currentLanguage()], key),
});
