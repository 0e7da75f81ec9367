/**
 * What crawlers may see: the sitemap lists the public pages only (login, privacy policy, terms, disclaimer,
 * campaign pages), and robots.txt keeps crawlers out of every member route, the verify step, the operations console
 * and the API.
 */
import { ROUTES } from '../shared/routes.ts';
import { CONSOLE_PATH } from './console-csp.ts';

/** Marketing pages built from src/content (not in the route table: they are plain static pages). */
const CONTENT_PATHS = { terms: '/terms', disclaimer: '/disclaimer', campaigns: '/campaign/' } as const;

/** Pages that are never listed: the offline fallback and the not-found page. */
const NEVER_LISTED = ['/offline', '/404'];

const isConsole = (path: string): boolean => `${path}/`.startsWith(CONSOLE_PATH);

const trimSlash = (path: string): string => path.replace(/\/+$/, '') || '/';

/** True when a page address belongs in the sitemap. */
export function isIndexable(pathname: string): boolean {
  const path = trimSlash(pathname);
  if (NEVER_LISTED.includes(path) || isConsole(path)) return false;
  if (path === '/' || path === CONTENT_PATHS.terms || path === CONTENT_PATHS.disclaimer) return true;
  if (path.startsWith(CONTENT_PATHS.campaigns)) return true;
  return ROUTES.some((route) => route.access === 'public' && trimSlash(route.pattern) === path);
}

/**
 * The first path segment of every route crawlers must stay out of (members' pages, the verify step, the console); a member
 * page under a public one (/privacy/member) is disallowed by its whole path, so the public page stays open.
 */
export function disallowedPrefixes(apiBase: string): string[] {
  const publicFirst = new Set(ROUTES.filter((r) => r.access === 'public').map((r) => r.pattern.split('/')[1]));
  const prefixes = ROUTES.filter((route) => route.access !== 'public' && route.pattern !== '/').map((route) => {
    const first = route.pattern.split('/')[1] ?? '';
    return publicFirst.has(first) ? route.pattern : `/${first}`;
  });
  const api = apiBase.startsWith('/') ? [`${trimSlash(apiBase)}/`] : [];
  return [...new Set([...prefixes, ...api, '/offline', CONSOLE_PATH])];
}

/** robots.txt: public pages allowed, member routes and the API disallowed, with the sitemap's address. */
export function robotsTxt(site: string, apiBase: string): string {
  const sitemap = new URL('sitemap-index.xml', site.endsWith('/') ? site : `${site}/`).href;
  const rules = disallowedPrefixes(apiBase).map((prefix) => `Disallow: ${prefix}`);
  return `User-agent: *\nAllow: /\n${rules.join('\n')}\n\nSitemap: ${sitemap}\n`;
}
