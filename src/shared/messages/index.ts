/**
 * The messages module of the page's language. This file names English; a build for Hindi or Nepali rewrites its three
 * imports and `language` to that language's modules (src/integrations/language.ts, docs/LANGUAGES.md), so a page
 * carries only its own language's texts. `t` is a namespace of one export per screen area, so a page's bundle holds
 * only the texts it uses. The API does not use this file: it answers in each request's language (server/services/language.ts).
 */
import { apiMessages } from './api.ts';
import type { Language } from './languages.ts';

export * as t from './en.ts';

/**
 * Texts of API answers, in the page's language, for islands (the API itself uses server/services/language.ts).
 * @public
 */
export const m = apiMessages;

/** The language of this page's texts. */
export const language: Language = 'en';
