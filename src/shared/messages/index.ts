/**
 * The messages module of the active language (English now; Hindi and Nepali can be added beside it).
 * `t` is a namespace of one export per screen area, so a page's bundle holds only the texts it uses.
 */
import { apiMessages } from './api.ts';

export * as t from './en.ts';

/** Texts of API answers, in the active language. */
export const m = apiMessages;
