/**
 * A root-relative link to a portal page in a language: on /hi/… and /ne/… pages `/terms` and `/?next=%2Farticles`
 * become `/hi/terms` and `/hi/?next=%2Fhi%2Farticles`, so a Hindi reader stays on Hindi pages. Files (/images/…,
 * /_astro/…), other sites and prefixed links stay as written. Used for Markdown pages (layouts/local-links.ts) and
 * for the in-site links of content the API answers (a category card's link).
 */
import type { Language } from './messages/languages.ts';
import { isPortalPage, languagePrefix, splitLanguage } from './routes.ts';

const ORIGIN = 'https://portal.invalid';

/** A link in the language `of`: a portal page's address with its prefix (and a login's `next` with it too). */
export function localHref(href: string, of: Language): string {
  if (of === 'en' || !href.startsWith('/') || href.startsWith('//') || /[\\\s]/.test(href)) return href;
  const url = new URL(href, ORIGIN);
  if (url.origin !== ORIGIN || splitLanguage(url.pathname).language !== 'en' || !isPortalPage(url.pathname))
    return href;
  // The login opens `next` as it is written (lib/login-next.ts), so the Hindi login must be told the Hindi page.
  const next = url.searchParams.get('next');
  if (next !== null) url.searchParams.set('next', localHref(next, of));
  return `${languagePrefix(of)}${url.pathname}${url.search}${url.hash}`;
}
