/**
 * The operations console's own Content-Security-Policy (src/pages/admin, docs/CONSOLE.md). Stricter than the
 * doctors' pages: nothing by default; scripts and styles from the site and this page's hashed inline code only; the
 * API (same origin, or PUBLIC_API_BASE's origin); images from the site, data: URLs (the enrolment QR code) and blob:
 * URLs (uploaded images, fetched from the API with the staff key). No frames, workers, WebAssembly, manifest, image
 * hosts, Firebase or tag hosts: the console loads none of them. React's `style` props are set through the CSSOM,
 * which the policy does not govern, so no 'unsafe-inline' is needed.
 */
import { originOf } from '../shared/third-party.ts';

/** The page files of the console: everything the build writes under /admin/. */
export const CONSOLE_PATH = '/admin/';

/** True for a page file of the console (`/admin/index.html`). */
export function isConsoleFile(file: string): boolean {
  return file.startsWith(CONSOLE_PATH);
}

/** What the console's policy is built from. */
export interface ConsoleCspInput {
  apiBase: string;
  scriptHashes?: readonly string[];
  styleHashes?: readonly string[];
}

const quoted = (hashes: readonly string[] | undefined): string[] => (hashes ?? []).map((hash) => `'${hash}'`);

/** The console's Content-Security-Policy header value. */
export function consoleContentSecurityPolicy(input: ConsoleCspInput): string {
  const api = originOf(input.apiBase);
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...quoted(input.scriptHashes)],
    'style-src': ["'self'", ...quoted(input.styleHashes)],
    // Images uploaded in the console are fetched from the API with the staff key (connect-src) and shown as blob: URLs.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(api ? [api] : [])],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
