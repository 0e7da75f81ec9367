/** Checks of addresses that come from the API before they become links, frames or downloads (DESIGN §4). */
import { pathFor } from '../shared/routes.ts';
import { frameHostsOf, originOf } from '../shared/third-party.ts';
import { publicConfig, publicEnv } from './config.ts';

/**
 * Origins an article may be shown from inside the portal: PUBLIC_FRAME_HOSTS and the company website (CSP
 * frame-src). Here rather than in config.ts, so that only the content pages carry the parsing.
 */
export const articleFrameOrigins: ReadonlySet<string> = new Set(
  [...frameHostsOf(publicEnv()), originOf(publicConfig.companyWebsite)].filter(
    (origin): origin is string => origin !== undefined,
  ),
);

function parsedWebUrl(link: string, protocols: readonly string[]): string | undefined {
  const value = link.trim();
  if (!/^https?:\/\/[^/\\\s]/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) address for a link that opens in a new tab; undefined for anything else. */
export function externalHref(link: string): string | undefined {
  return parsedWebUrl(link, ['https:', 'http:']);
}

/** An absolute https address that may be shown in a frame; undefined for anything else (http, javascript:, '#'…). */
export function frameSrc(link: string): string | undefined {
  return parsedWebUrl(link, ['https:']);
}

/** An article's https address on an allowed frame host (PUBLIC_FRAME_HOSTS or the company website), else undefined. */
export function articleFrameSrc(link: string, allowed: ReadonlySet<string> = articleFrameOrigins): string | undefined {
  const src = frameSrc(link);
  return src && allowed.has(new URL(src).origin) ? src : undefined;
}

/** The in-portal frame page of an article's link (/articles/{link}); undefined when it may not be shown there. */
export function articleFramePath(link: string): string | undefined {
  const src = articleFrameSrc(link);
  return src ? pathFor('articleLink', { link: src }) : undefined;
}

/**
 * True for a file name that download.php accepts (the server's safe-name rule): letters, digits, space, dot,
 * dash and underscore, no leading dot, no `..`, at most 200 characters.
 */
function isSafeFileName(name: string): boolean {
  return /^[A-Za-z0-9 ._-]{1,200}$/.test(name) && !name.startsWith('.') && !name.includes('..');
}

/** The address of a document on the company website (/viewfile); undefined for an unsafe name. */
export function companyDocumentUrl(fileName: string): string | undefined {
  return isSafeFileName(fileName) ? `${publicConfig.companyWebsite}/${encodeURIComponent(fileName)}` : undefined;
}

/** The link name files.php is called with: any dot and what follows it dropped (SPEC §2 Files). */
export function filesLinkName(linkName: string): string {
  return linkName.split('.')[0] ?? '';
}
