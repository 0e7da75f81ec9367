/**
 * A page named after its address before React (AddressHeading.astro): the drawing script (first-cards.ts) puts the
 * address's value in the page's heading, as the page's island would name it once hydrated, so that the heading does
 * not change under the reader when React comes; and the frame of /viewfile and /articles/{link} gets the address the
 * page names (AddressFrame.astro). Plain code: the routes live in React's file, so the page tells where the value is.
 */
import { webUrl } from './first-article-model.ts';
import { VALUE_MARK } from './first-card-model.ts';

/** Where a value is in the address (first-card-addresses.ts). */
export interface AddressValueSpec {
  /** The language codes an address may start with (/hi/…). */
  languages: string[];
  /** The route's segments (shared/routes.ts pattern, split): the value's place, and how many an address has. */
  index: number;
  count: number;
}

/** How a heading shows the address's value (first-card-addresses.ts addressHeadingSetup). */
export interface AddressHeadingSpec extends AddressValueSpec {
  /** The heading with VALUE_MARK where the value goes; without one, the value itself. */
  template?: string;
  /** Trim the value and keep this many characters (a therapy's name, as stores/articles.ts keeps it). */
  cut?: number;
  /** The value is a file name, shown only when safe (isSafeFileName). */
  fileName?: boolean;
}

/**
 * Where a page's frame finds its address (first-card-addresses.ts addressFrameSetup): a company document on the
 * company website (`base`, /viewfile), or an article on one of the allowed `origins` (/articles/{link}).
 */
export type AddressFrameSpec = AddressValueSpec & {
  /** The frame's accessible name, VALUE_MARK where the file name (or the article's host) goes. */
  title: string;
} & ({ base: string } | { origins: string[] });

/** The address's value (decoded, as shared/routes.ts matchRoute reads it), or undefined for another shape. */
function addressValueOf(pathname: string, spec: AddressValueSpec): string | undefined {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (spec.languages.includes(parts[0] ?? '')) parts.shift();
  if (parts.length !== spec.count) return undefined;
  try {
    return decodeURIComponent(parts[spec.index] ?? '');
  } catch {
    return undefined;
  }
}

/**
 * lib/content-links.ts isSafeFileName (the server's rule): letters, digits, space, dot, dash and underscore, no
 * leading dot, no `..`, at most 200 characters.
 */
const isSafeFileName = (name: string): boolean =>
  /^[A-Za-z0-9 ._-]{1,200}$/.test(name) && !name.startsWith('.') && !name.includes('..');

/** The heading the address gives (as the island shows it), or undefined to keep the page's own. */
export function addressHeadingOf(pathname: string, spec: AddressHeadingSpec): string | undefined {
  let value = addressValueOf(pathname, spec);
  if (value === undefined) return undefined;
  if (spec.cut !== undefined) value = value.trim().slice(0, spec.cut);
  if (!value || (spec.fileName && !isSafeFileName(value))) return undefined;
  const shown = value;
  return spec.template === undefined ? shown : spec.template.replace(VALUE_MARK, () => shown);
}

/** What a page's frame shows: its address and accessible name, and an article's host (shown above it). */
export interface AddressFrame {
  src: string;
  title: string;
  host?: string;
  /**
   * A company PDF: the browser's own viewer shows it, which a sandboxed frame refuses (Chromium draws a broken-page
   * icon instead), so its frame has none; every other document and article keeps the sandbox.
   */
  pdf: boolean;
}

/** A company document the browser shows with its PDF viewer: a name ending in .pdf. */
const isPdf = (name: string): boolean => /\.pdf$/i.test(name);

/**
 * The frame the address names, or undefined for none: a company document with a safe name (lib/content-links.ts
 * companyDocumentUrl), or an https article on an allowed origin (articleFrameSrc).
 */
export function addressFrameOf(pathname: string, spec: AddressFrameSpec): AddressFrame | undefined {
  const value = addressValueOf(pathname, spec);
  if (!value) return undefined;
  if ('origins' in spec) {
    const url = webUrl(value, ['https:']);
    if (!url || !spec.origins.includes(url.origin)) return undefined;
    return { src: url.href, title: spec.title.replace(VALUE_MARK, () => url.host), host: url.host, pdf: false };
  }
  if (!isSafeFileName(value)) return undefined;
  return {
    src: `${spec.base}/${encodeURIComponent(value)}`,
    title: spec.title.replace(VALUE_MARK, () => value),
    pdf: isPdf(value),
  };
}
