/** What editorial HTML may keep (sanitize-html.ts writes it, sanitized-form.ts recognises it): tags and link targets. */

/** The only tags that survive; every other tag is dropped (its text kept, except for the NON_TEXT tags). */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'em',
  'strong',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'h3',
  'h4',
  'sup',
  'sub',
  'span',
] as const;

/**
 * An address kept on a link: absolute https only (issue 7: surviving links are https; a plain-http link loses its
 * href and keeps its text), parsed by the WHATWG URL parser (so entity-decoded, whitespace- or
 * control-character-obfuscated schemes such as `java\tscript:` never pass), and re-serialised.
 */
export function safeLinkHref(raw: string | undefined): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (!/^https:\/\/[^/\\\s]/i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
