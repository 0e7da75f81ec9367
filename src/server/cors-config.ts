/**
 * CORS_ORIGINS: the exact origins of a static site served apart from the API (docs/DEPLOY.md "Site and API on two
 * origins"). Only these get CORS headers; the API never reflects an Origin it was not told, and never allows cookies.
 */

/** A CORS_ORIGINS value the API must not start with. */
export class CorsConfigError extends Error {}

/** The origins of CORS_ORIGINS (comma-separated, each `https://host[:port]`; plain http only outside production). */
export function corsOrigins(raw: string | undefined, production: boolean): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return entries.map((entry) => {
    const origin = originOf(entry);
    if (origin === undefined || origin !== entry.replace(/\/$/, '').toLowerCase()) {
      throw new CorsConfigError(
        `CORS_ORIGINS must list site origins such as https://doctors.example.com, without a path or a wildcard (got "${entry}").`,
      );
    }
    if (production && !origin.startsWith('https://')) {
      throw new CorsConfigError(`CORS_ORIGINS must use https:// when NODE_ENV=production (got "${entry}").`);
    }
    return origin;
  });
}

/** The origin of an http(s) address, or undefined. */
function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
