/**
 * The response headers of the site and the API, one definition for every host: security headers on every
 * answer, and caching by path (hashed assets for a year, the service worker never from cache, HTML revalidated).
 */
import { LANGUAGES } from '../shared/messages/languages.ts';
import { languagePrefix } from '../shared/routes.ts';
import { API_CSP } from './csp.ts';

/** Cache-Control values. */
export const CACHE = {
  /** Hashed build output under /_astro/: the name changes whenever the content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and every other unhashed file: the CDN and browser must ask again each time. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** The service worker script: always checked, so a new version is found on the next visit. */
  noCache: 'no-cache',
} as const;

/** A path of the site: every path under a `prefix` (ending with a slash), or one `exact` file. */
export interface PathRule {
  path: string;
  match: 'prefix' | 'exact';
}

const matches = (rule: PathRule, pathname: string): boolean =>
  rule.match === 'prefix' ? pathname.startsWith(rule.path) : pathname === rule.path;

/** The address prefixes of the languages ('', '/hi', '/ne'): each language's pages load their own /…/_astro/ files. */
const PREFIXES = LANGUAGES.map(languagePrefix);

/** Paths with their own caching (hashed output of every language for a year, issue 39 §6). Everything else: revalidate. */
export const CACHE_RULES: readonly (PathRule & { value: string })[] = [
  ...PREFIXES.map((prefix) => ({ path: `${prefix}/_astro/`, match: 'prefix' as const, value: CACHE.immutable })),
  { path: '/sw.js', match: 'exact', value: CACHE.noCache },
];

/** Features the portal never uses, switched off for the page and every frame in it. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Security headers every answer carries (pages add the site's CSP; API answers and assets the strict one). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * The security headers of answers that are never a document nor a worker script: API answers and the site's
 * assets. Their strict policy lets nothing run or load should one be opened as a document.
 */
export const STRICT_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  'Content-Security-Policy': API_CSP,
};

/**
 * Files of the site that are never a document nor a worker script: hashed build output, images, icons, the favicon
 * and the web app manifest. They get STRICT_SECURITY_HEADERS: the page policy (≈ 1.7 KB with this build's script
 * and style hashes) only governs documents and workers, and repeating it on the 20-odd image and script answers of
 * a page cost ≈ 40 KB over HTTP/1.1 (docs/PERFORMANCE.md). A worker script must not live under these paths, as its
 * own answer's policy governs what it may fetch (sw.js and pagefind's worker do not).
 */
export const ASSET_PATHS: readonly PathRule[] = [
  ...PREFIXES.map((prefix) => ({ path: `${prefix}/_astro/`, match: 'prefix' as const })),
  { path: '/images/', match: 'prefix' },
  { path: '/icons/', match: 'prefix' },
  { path: '/favicon.svg', match: 'exact' },
  ...PREFIXES.map((prefix) => ({ path: `${prefix}/manifest.webmanifest`, match: 'exact' as const })),
];

/** True for a path under ASSET_PATHS. */
export function isAssetPath(pathname: string): boolean {
  return ASSET_PATHS.some((rule) => matches(rule, pathname));
}

/** The security headers of a site answer with its Content-Security-Policy. */
export function siteSecurityHeaders(csp: string): Record<string, string> {
  return { 'Content-Security-Policy': csp, ...BASE_SECURITY_HEADERS };
}

/** The Cache-Control value for a path of the site. */
export function cacheControlFor(pathname: string): string {
  const rule = CACHE_RULES.find((r) => matches(r, pathname));
  return rule ? rule.value : CACHE.revalidate;
}
