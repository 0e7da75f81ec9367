/**
 * The response headers of the site and the API, one definition for every host: security headers on every
 * answer, and caching by path (hashed assets for a year, the service worker never from cache, HTML revalidated).
 */

/** Cache-Control values. */
export const CACHE = {
  /** Hashed build output under /_astro/: the name changes whenever the content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and every other unhashed file: the CDN and browser must ask again each time. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** The service worker script: always checked, so a new version is found on the next visit. */
  noCache: 'no-cache',
} as const;

/** Paths with their own caching; `prefix` ends with a slash, `exact` is one file. Everything else: revalidate. */
export const CACHE_RULES: readonly { path: string; match: 'prefix' | 'exact'; value: string }[] = [
  { path: '/_astro/', match: 'prefix', value: CACHE.immutable },
  { path: '/sw.js', match: 'exact', value: CACHE.noCache },
];

/** Features the portal never uses, switched off for the page and every frame in it. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** Security headers every answer carries (the site adds its CSP, the API its own strict one). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** The security headers of a site answer with its Content-Security-Policy. */
export function siteSecurityHeaders(csp: string): Record<string, string> {
  return { 'Content-Security-Policy': csp, ...BASE_SECURITY_HEADERS };
}

/** The Cache-Control value for a path of the site. */
export function cacheControlFor(pathname: string): string {
  const rule = CACHE_RULES.find((r) => (r.match === 'prefix' ? pathname.startsWith(r.path) : pathname === r.path));
  return rule ? rule.value : CACHE.revalidate;
}
