/**
 * Links of a Markdown page in the page's language: on /hi/… and /ne/… a root-relative link to a portal page
 * (`/terms`, `/?next=%2Farticles`) gets the language's prefix (`/hi/terms`, `/hi/?next=%2Fhi%2Farticles`), so a
 * Hindi reader stays on Hindi pages. Files (/images/…, /_astro/…), other sites and prefixed links stay as written.
 */
import type { Language } from '../shared/messages/languages.ts';
import { isPortalPage, languagePrefix, splitLanguage } from '../shared/routes.ts';

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

const unescapeAmp = (text: string): string => text.replace(/&(amp|#38|#x26);/gi, '&');

/** Rendered Markdown HTML whose `<a href="/…">` links point to the pages of the language `of`. */
export function localizeLinks(html: string, of: Language): string {
  if (of === 'en') return html;
  return html.replace(/(<a\s[^>]*?\bhref=")([^"]*)"/g, (whole, start: string, href: string) => {
    const local = localHref(unescapeAmp(href), of);
    return local === unescapeAmp(href) ? whole : `${start}${local.replace(/&/g, '&amp;')}"`;
  });
}
