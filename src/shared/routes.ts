/**
 * The route table of SPEC §2: one list drives the static shells (src/pages), the rewrites of the
 * `npm start` server, the dev server and the CDN rules. A route with parameters is served by one static
 * shell (its `shell` path, built from a `[param].astro` page with the placeholder `_`); the island reads
 * the parameters from the address on the client.
 */

import { language } from './messages/index.ts';
import type { Language } from './messages/languages.ts';

/** Who may open a route: anyone, only logged-out visitors (sent to /home otherwise), or members. */
export type Access = 'public' | 'guest' | 'member';

/** One route family of SPEC §2. */
export interface RouteDef {
  /** Stable name used in code. */
  id: RouteId;
  /** The address pattern; `:name` is one path segment, a trailing `?` makes it optional. */
  pattern: string;
  /** The static file path (directory index) that serves every address of this route. */
  shell: string;
  access: Access;
}

/** Names of every route of SPEC §2. */
export type RouteId =
  | 'login'
  | 'verify'
  | 'home'
  | 'subcategories'
  | 'therapies'
  | 'services'
  | 'products'
  | 'files'
  | 'articles'
  | 'articleLink'
  | 'searchArticles'
  | 'searchProducts'
  | 'journal'
  | 'therapyArticles'
  | 'profile'
  | 'editProfile'
  | 'contact'
  | 'medicalQuestion'
  | 'reportSideEffect'
  | 'emailer'
  | 'videos'
  | 'portals'
  | 'settings'
  | 'privacy'
  | 'memberPrivacy'
  | 'viewFile';

/** Placeholder segment of the one static shell built for a parameterised route. */
export const SHELL_PLACEHOLDER = '_';

/** Every route, most specific first (order matters for matching and rewrites). */
export const ROUTES: readonly RouteDef[] = [
  { id: 'login', pattern: '/', shell: '/', access: 'guest' },
  { id: 'verify', pattern: '/verify', shell: '/verify/', access: 'guest' },
  { id: 'privacy', pattern: '/privacy', shell: '/privacy/', access: 'public' },
  // The same policy inside the member shell; a logged-in member who opens /privacy is sent here (layouts/guard.ts).
  { id: 'memberPrivacy', pattern: '/privacy/member', shell: '/privacy/member/', access: 'member' },
  { id: 'home', pattern: '/home', shell: '/home/', access: 'member' },
  { id: 'subcategories', pattern: '/subcategories/:catId/:desc?', shell: '/subcategories/_/', access: 'member' },
  { id: 'therapies', pattern: '/therapies', shell: '/therapies/', access: 'member' },
  { id: 'services', pattern: '/services', shell: '/services/', access: 'member' },
  { id: 'products', pattern: '/products/:title', shell: '/products/_/', access: 'member' },
  { id: 'files', pattern: '/files/:linkName/:subCatTitle', shell: '/files/_/', access: 'member' },
  { id: 'therapyArticles', pattern: '/articles/therapy/:therapy', shell: '/articles/therapy/_/', access: 'member' },
  { id: 'articles', pattern: '/articles', shell: '/articles/', access: 'member' },
  { id: 'articleLink', pattern: '/articles/:link', shell: '/articles/_/', access: 'member' },
  { id: 'searchArticles', pattern: '/searcharticles/:searchedString', shell: '/searcharticles/_/', access: 'member' },
  { id: 'searchProducts', pattern: '/searchproducts/:searchedString', shell: '/searchproducts/_/', access: 'member' },
  { id: 'journal', pattern: '/journals/:journalId', shell: '/journals/_/', access: 'member' },
  { id: 'profile', pattern: '/profile', shell: '/profile/', access: 'member' },
  { id: 'editProfile', pattern: '/edit-profile', shell: '/edit-profile/', access: 'member' },
  { id: 'contact', pattern: '/contact', shell: '/contact/', access: 'member' },
  { id: 'medicalQuestion', pattern: '/medical-question', shell: '/medical-question/', access: 'member' },
  { id: 'reportSideEffect', pattern: '/report-side-effect', shell: '/report-side-effect/', access: 'member' },
  { id: 'emailer', pattern: '/emailer/:subCatTitle/:therapeuticFocus', shell: '/emailer/_/', access: 'member' },
  { id: 'videos', pattern: '/videos/:linkName/:therapeuticFocus/:subCatTitle', shell: '/videos/_/', access: 'member' },
  {
    id: 'portals',
    pattern: '/portals/:linkName/:therapeuticFocus/:subCatTitle',
    shell: '/portals/_/',
    access: 'member',
  },
  { id: 'settings', pattern: '/settings', shell: '/settings/', access: 'member' },
  { id: 'viewFile', pattern: '/viewfile/:file_name', shell: '/viewfile/_/', access: 'member' },
];

/** The Markdown pages of src/content (docs/CONTENT.md): plain static pages in every language, not in the table above. */
export const MARKDOWN_PAGES = { terms: '/terms', disclaimer: '/disclaimer', campaigns: '/campaign/' } as const;

/** Parameters read from an address. */
export type RouteParams = Record<string, string>;

/** A route matched against an address. */
export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Matches one route pattern against a path; undefined when it does not fit. */
export function matchPattern(pattern: string, pathname: string): RouteParams | undefined {
  const want = segments(pattern);
  const have = segments(pathname);
  const required = want.filter((s) => !s.endsWith('?')).length;
  if (have.length < required || have.length > want.length) return undefined;
  const params: RouteParams = {};
  for (const [i, part] of want.entries()) {
    const value = have[i];
    if (!part.startsWith(':')) {
      if (value !== part) return undefined;
      continue;
    }
    if (value === undefined) continue;
    const decoded = safeDecode(value);
    if (decoded === undefined) return undefined;
    params[part.slice(1).replace(/\?$/, '')] = decoded;
  }
  return params;
}

/** The address prefix of a language's pages: '' for English, '/hi' and '/ne' for the others (docs/LANGUAGES.md). */
export function languagePrefix(of: Language): string {
  return of === 'en' ? '' : `/${of}`;
}

/** Splits an address into its language (by prefix; English without one) and the path inside that language. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(hi|ne)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { language: 'en', path: pathname };
  return { language: match[1] as Language, path: match[2] || '/' };
}

/**
 * A configured link (PUBLIC_TERMS_URL and the like) in the page's language: a root-relative address without a
 * language prefix gets the page's (`/terms` → `/hi/terms`); a full address, or one already prefixed, is kept.
 */
export function inPageLanguage(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//') || splitLanguage(href).language !== 'en') return href;
  return `${languagePrefix(language)}${href}`;
}

/** Finds the route that serves an address (a pathname without query, with or without a language prefix), if any. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const { path } = splitLanguage(pathname);
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params };
  }
  return undefined;
}

/**
 * True when a path without a language prefix, query or anchor is a page of the portal: a route, or a Markdown page.
 * A campaign counts when `isCampaign` knows its name (the build's check); by default any name does.
 */
export function isPortalPage(path: string, isCampaign: (name: string) => boolean = (name) => name !== ''): boolean {
  const page = path.replace(/(.)\/+$/, '$1');
  if (page === MARKDOWN_PAGES.terms || page === MARKDOWN_PAGES.disclaimer) return true;
  if (page.startsWith(MARKDOWN_PAGES.campaigns)) return isCampaign(page.slice(MARKDOWN_PAGES.campaigns.length));
  return matchRoute(page) !== undefined;
}

/** Looks a route up by name. */
export function routeById(id: RouteId): RouteDef {
  const route = ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
}

/** Builds the address of a route in the page's language (its prefix added here, in one place), encoding each segment. */
export function pathFor(id: RouteId, params: RouteParams = {}): string {
  const parts = segments(routeById(id).pattern).flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    const name = part.slice(1).replace(/\?$/, '');
    const value = params[name];
    if (value === undefined || value === '') {
      if (part.endsWith('?')) return [];
      throw new Error(`Route ${id} needs parameter ${name}`);
    }
    return [encodeURIComponent(value)];
  });
  const path = `/${parts.join('/')}`;
  const prefix = languagePrefix(language);
  return prefix === '' ? path : `${prefix}${path === '/' ? '/' : path}`;
}

/**
 * The page to open after login, from a `next` parameter: only an address of this site (a path, never another
 * origin, a scheme or a protocol-relative `//host`) that is a member route; anything else is undefined.
 */
export function safeNext(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || /[\\\s]/.test(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, 'https://portal.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://portal.invalid' || matchRoute(url.pathname)?.route.access !== 'member') return undefined;
  return url.pathname + url.search;
}
