/**
 * Small SVG files of the site written into the page as `data:` addresses (the header logo, the favicon): a request
 * less on every page, one that took a connection ahead of the page's code on HTTP/1.1 (docs/PERFORMANCE.md, item
 * 22). Anything else (an address elsewhere, a bigger or missing file) keeps its address. The CSP allows `data:`
 * images; an `<img>` never runs a script inside an SVG.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The largest file written inline; a bigger one is better cached on its own. */
export const INLINE_MAX_BYTES = 2048;

/** The SVG as a `data:` address, encoded as little as URLs allow (readable and compressible). */
export function svgDataUrl(svg: string): string {
  const spaced = svg.trim().replace(/\s+/g, ' ');
  if (spaced.includes("'")) return `data:image/svg+xml,${encodeURIComponent(spaced)}`;
  const compact = spaced.replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>{}\r\n]/g, (c) => encodeURIComponent(c))}`;
}

/** `address` as a `data:` address when it names a small SVG file of `publicDir`, else `address` unchanged. */
export function inlineSvgAddress(address: string, publicDir = join(process.cwd(), 'public')): string {
  if (!/^\/[\w/.-]+\.svg$/.test(address) || address.includes('..')) return address;
  const file = join(publicDir, address);
  if (!existsSync(file) || statSync(file).size > INLINE_MAX_BYTES) return address;
  return svgDataUrl(readFileSync(file, 'utf8'));
}
