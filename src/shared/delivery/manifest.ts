/** The rules file the build leaves in dist/ for `npm start` (src/server/plugins/site.ts) to serve from. */

/** Its name inside dist/ (a dot file: never linked, and not served by `npm start`). */
export const DELIVERY_MANIFEST = '.delivery.json';

/** What the build decided: the security headers of every site answer (CSP with this build's hashes included). */
export interface DeliveryManifest {
  securityHeaders: Record<string, string>;
  /** The API's origin when PUBLIC_API_BASE is absolute, else null (same origin). */
  apiOrigin: string | null;
}

/** Reads a manifest's JSON text; undefined when it is not one. */
export function parseDeliveryManifest(text: string): DeliveryManifest | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const headers = (value as { securityHeaders?: unknown }).securityHeaders;
    if (typeof headers !== 'object' || headers === null) return undefined;
    const entries = Object.entries(headers).filter((e): e is [string, string] => typeof e[1] === 'string');
    const origin = (value as { apiOrigin?: unknown }).apiOrigin;
    return { securityHeaders: Object.fromEntries(entries), apiOrigin: typeof origin === 'string' ? origin : null };
  } catch {
    return undefined;
  }
}
