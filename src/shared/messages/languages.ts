/**
 * The portal's languages (docs/LANGUAGES.md) and how a language is picked from what the browser or a request says.
 * No DOM or Node code: the client, the build and the API all use it.
 */

/** Every language the portal is written in; English first, as the fallback. */
export const LANGUAGES = ['en', 'hi', 'ne'] as const;

/** A language code of the portal. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing else decides. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale and time zone of each language (India for English and Hindi, Nepal for Nepali). */
export const LOCALES: Readonly<Record<Language, { locale: string; timeZone: string }>> = {
  en: { locale: 'en-IN', timeZone: 'Asia/Kolkata' },
  hi: { locale: 'hi-IN', timeZone: 'Asia/Kolkata' },
  ne: { locale: 'ne-NP', timeZone: 'Asia/Kathmandu' },
};

/** True when a value is one of the portal's language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of a list of language tags (e.g. navigator.languages) the portal offers, by primary subtag; undefined if none. */
export function firstOffered(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The language an Accept-Language header asks for: its tags by quality (highest first, ties in order), the first
 * one offered wins; English when the header is missing, malformed or names none of ours.
 */
export function fromAcceptLanguage(header: string | undefined): Language {
  if (!header || header.length > 500) return DEFAULT_LANGUAGE;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
  return firstOffered(tags) ?? DEFAULT_LANGUAGE;
}

/**
 * The languages a build of the site has pages for: English plus those named in PORTAL_LANGUAGES (comma-separated,
 * e.g. "en" for an English-only build), all of them when it is unset.
 */
export function builtLanguages(env: Readonly<Record<string, string | undefined>>): Language[] {
  const listed = (env.PORTAL_LANGUAGES ?? LANGUAGES.join(',')).split(',').map((l) => l.trim());
  return LANGUAGES.filter((l) => l === 'en' || listed.includes(l));
}
