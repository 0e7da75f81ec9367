/** Links of a Markdown page in the page's language (shared/local-href.ts). */
import type { Language } from '../shared/messages/languages.ts';
import { localHref } from '../shared/local-href.ts';

const unescapeAmp = (text: string): string => text.replace(/&(amp|#38|#x26);/gi, '&');

/** Rendered Markdown HTML whose `<a href="/…">` links point to the pages of the language `of`. */
export function localizeLinks(html: string, of: Language): string {
  if (of === 'en') return html;
  return html.replace(/(<a\s[^>]*?\bhref=")([^"]*)"/g, (whole, start: string, href: string) => {
    const local = localHref(unescapeAmp(href), of);
    return local === unescapeAmp(href) ? whole : `${start}${local.replace(/&/g, '&amp;')}"`;
  });
}
