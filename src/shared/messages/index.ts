/** The messages module of the active language (English now; Hindi and Nepali can be added beside it). */
import { en } from './en.ts';
import { apiMessages } from './api.ts';

/** Texts a doctor reads in the portal, in the active language. */
export const t = en;

/** Texts of API answers, in the active language. */
export const m = apiMessages;
