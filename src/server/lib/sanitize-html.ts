/**
 * The server-side HTML sanitiser of DESIGN §4 ("HTML descriptions rendered raw" → sanitised): editorial HTML
 * (article descriptions and references) is reduced to a strict allow-list before it leaves the API, so the
 * browser needs no sanitiser of its own. Built on sanitize-html (htmlparser2) and re-serialised by it, so every
 * text is escaped and only the tags below can reach the page.
 */
import sanitize from 'sanitize-html';
import { ALLOWED_TAGS, safeLinkHref } from './html-allow-list.ts';
import { isSanitizedForm } from './sanitized-form.ts';

export { ALLOWED_TAGS, safeLinkHref };

/** Tags removed together with everything inside them (code, styles, embedded documents, foreign content). */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'title',
  'select',
  'head',
  'canvas',
  'audio',
  'video',
];

/** Entries kept in the memo of already-sanitised strings (the same editorial HTML is answered again and again). */
const MEMO_LIMIT = 1000;

/** Only inputs up to this length are memoised, so the memo stays a few megabytes at most. */
const MEMO_MAX_LENGTH = 4096;

/** Longest input sanitised; editorial HTML is far shorter, anything longer is cut before parsing. */
const MAX_INPUT = 100_000;

/** A link keeps only a safe href and always opens in a new tab; a link without one becomes a plain span. */
const linkTransform: sanitize.Transformer = (_tagName, attribs): sanitize.Tag => {
  const href = safeLinkHref(attribs.href);
  if (!href) return { tagName: 'span', attribs: {} };
  return { tagName: 'a', attribs: { href, target: '_blank', rel: 'noopener noreferrer' } };
};

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  enforceHtmlBoundary: false,
  nestingLimit: 40,
  parseStyleAttributes: false,
  // Headings keep their level below the page's own h1/h2 (an article card's title is an h2).
  transformTags: { a: linkTransform, h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' },
};

const memo = new Map<string, string>();

/** The sanitiser itself: parses and re-serialises every input (sanitizeHtml skips what is already in its form). */
export function sanitizeParsed(dirty: string): string {
  return sanitize(dirty.slice(0, MAX_INPUT), OPTIONS);
}

/** Reduces editorial HTML to the allow-list (see ALLOWED_TAGS and safeLinkHref); the result is safe as innerHTML. */
export function sanitizeHtml(dirty: string): string {
  if (typeof dirty !== 'string' || dirty === '') return '';
  if (dirty.length <= MAX_INPUT && isSanitizedForm(dirty)) return dirty;
  const cached = memo.get(dirty);
  if (cached !== undefined) return cached;
  const clean = sanitizeParsed(dirty);
  if (dirty.length <= MEMO_MAX_LENGTH) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(dirty, clean);
  }
  return clean;
}
