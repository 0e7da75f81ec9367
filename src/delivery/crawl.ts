/**
 * What crawlers may see: the sitemaps list the public pages only (login, privacy policy, terms, disclaimer,
 * campaign pages) of every language, and robots.txt keeps crawlers out of every member route and the verify step in
 * every language, the operations console and the API.
 */
import { LANGUAGES, type Language } from '../shared/messages/languages.ts';
import { languagePrefix, MARKDOWN_PAGES as CONTENT_PATHS, ROUTES, splitLanguage } from '../shared/routes.ts';
import { CONSOLE_PATH } from './console-csp.ts';

/** Pages that are never listed: the offline fallback and the not-found page. */
const NEVER_LISTED = ['/offline', '/404'];

const isConsole = (path: string): boolean => `${path}/`.startsWith(CONSOLE_PATH);

const trimSlash = (path: string): string => path.replace(/\/+$/, '') || '/';

/** True when a page address (of any language: /terms, /hi/terms) belongs in the sitemap. */
export function isIndexable(pathname: string): boolean {
  const path = trimSlash(splitLanguage(trimSlash(pathname)).path);
  if (NEVER_LISTED.includes(path) || isConsole(path)) return false;
  if (path === '/' || path === CONTENT_PATHS.terms || path === CONTENT_PATHS.disclaimer) return true;
  if (path.startsWith(CONTENT_PATHS.campaigns)) return true;
  return ROUTES.some((route) => route.access === 'public' && trimSlash(route.pattern) === path);
}

/**
 * The first path segment of every route crawlers must stay out of (members' pages, the verify step, the console), in
 * every language (/home, /hi/home, /ne/home); a member page under a public one (/privacy/member) is disallowed by its
 * whole path, so the public page stays open.
 */
export function disallowedPrefixes(apiBase: string): string[] {
  const publicFirst = new Set(ROUTES.filter((r) => r.access === 'public').map((r) => r.pattern.split('/')[1]));
  const prefixes = ROUTES.filter((route) => route.access !== 'public' && route.pattern !== '/').map((route) => {
    const first = route.pattern.split('/')[1] ?? '';
    return publicFirst.has(first) ? route.pattern : `/${first}`;
  });
  const pages = [...prefixes, '/offline'];
  const inEveryLanguage = LANGUAGES.flatMap((of) => pages.map((prefix) => `${languagePrefix(of)}${prefix}`));
  const api = apiBase.startsWith('/') ? [`${trimSlash(apiBase)}/`] : [];
  return [...new Set([...inEveryLanguage, ...api, CONSOLE_PATH])];
}

/**
 * robots.txt: public pages allowed, member routes and the API disallowed, with the address of each built language's
 * sitemap (each language build writes its own: /sitemap-index.xml, /hi/sitemap-index.xml, …).
 */
export function robotsTxt(site: string, apiBase: string, languages: readonly Language[] = LANGUAGES): string {
  const root = site.endsWith('/') ? site : `${site}/`;
  const sitemaps = languages.map((of) => {
    const file = of === 'en' ? 'sitemap-index.xml' : `${of}/sitemap-index.xml`;
    return `Sitemap: ${new URL(file, root).href}`;
  });
  const rules = disallowedPrefixes(apiBase).map((prefix) => `Disallow: ${prefix}`);
  return `User-agent: *\nAllow: /\n${rules.join('\n')}\n\n${sitemaps.join('\n')}\n`;
}
