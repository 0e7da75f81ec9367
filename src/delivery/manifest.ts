/**
 * The rules file the build leaves beside the published folder for `npm start` (src/server/plugins/site.ts) to serve
 * from. Deploy configuration never sits in the published folder itself: it lives in the sibling folder
 * `<site>-deploy/` (dist/ → dist-deploy/), with the nginx block, vercel.json and the build stamp.
 */
import { join } from 'node:path';

/** Its name inside the deploy folder. */
export const DELIVERY_MANIFEST = 'delivery.json';

/** The deploy folder beside a published folder: `dist` → `dist-deploy`. */
export function deployDirOf(siteDir: string): string {
  return `${siteDir.replace(/[\\/]+$/, '')}-deploy`;
}

/** Where the manifest of a published folder lives. */
export function deliveryManifestPath(siteDir: string): string {
  return join(deployDirOf(siteDir), DELIVERY_MANIFEST);
}

/** What the build decided: the security headers of every site answer (CSP with this build's hashes included). */
export interface DeliveryManifest {
  /** Headers of every site answer that is not a page of its own: other files and the 404 page (its CSP included). */
  securityHeaders: Record<string, string>;
  /** The Content-Security-Policy of each built page by its file (`/products/_/index.html`): its own hashes only. */
  pagePolicies: Record<string, string>;
  /** The API's origin when PUBLIC_API_BASE is absolute, else null (same origin). */
  apiOrigin: string | null;
}

const stringEntries = (value: unknown): [string, string][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')
    : [];

/** Reads a manifest's JSON text; undefined when it is not one. */
export function parseDeliveryManifest(text: string): DeliveryManifest | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const headers = (value as { securityHeaders?: unknown }).securityHeaders;
    if (typeof headers !== 'object' || headers === null) return undefined;
    const origin = (value as { apiOrigin?: unknown }).apiOrigin;
    return {
      securityHeaders: Object.fromEntries(stringEntries(headers)),
      pagePolicies: Object.fromEntries(stringEntries((value as { pagePolicies?: unknown }).pagePolicies)),
      apiOrigin: typeof origin === 'string' ? origin : null,
    };
  } catch {
    return undefined;
  }
}
