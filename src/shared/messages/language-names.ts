/**
 * Each language's name written in itself, as the language switch shows it: a module of its own, so that the pages
 * without the switch do not carry the names in the core file that holds languages.ts (docs/LANGUAGES.md).
 */
import type { Language } from './languages.ts';

/** Each language's name written in itself. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी', ne: 'नेपाली' };
