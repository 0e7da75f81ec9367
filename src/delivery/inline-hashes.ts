/**
 * SHA-256 sources of the inline scripts, styles and style attributes of built HTML, for the CSP (build, server
 * and tests only: uses node:crypto). Style attributes (e.g. a skeleton's height rendered on the server) are
 * allowed one by one through 'unsafe-hashes'; inline event handlers are reported for the build to warn about.
 */
import { createHash } from 'node:crypto';

/** The inline code of a set of pages. */
export interface InlineCode {
  /** 'sha256-…' of each distinct inline script. */
  scripts: string[];
  /** 'sha256-…' of each distinct inline style element. */
  styles: string[];
  /** 'sha256-…' of each distinct style attribute value (style-src-attr with 'unsafe-hashes'). */
  styleAttributes: string[];
  /** Inline event handler attributes (`onclick=`), which no policy of ours allows. */
  blockedAttributes: string[];
}

/** The CSP hash source of a text. */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const TAG = /<[a-z][a-z0-9-]*\b[^>]*>/gi;
const BLOCKED_ATTRIBUTE = /\son[a-z]+\s*=/i;
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The value an attribute has after HTML parsing (the text the browser hashes). */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
/** Script types the browser runs (others, such as JSON data blocks, are not subject to script-src). */
const RUNNABLE = /^\s*$|^(module|text\/javascript|application\/javascript)$/i;

function scriptType(attributes: string): string {
  return /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
}

/** Collects the hashes (and blocked attributes) of many HTML documents. */
export function inlineCode(documents: readonly string[]): InlineCode {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const blocked = new Set<string>();
  const attributes = new Set<string>();
  for (const html of documents) {
    for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
      if (/\bsrc\s*=/i.test(attributes) || !RUNNABLE.test(scriptType(attributes))) continue;
      scripts.add(sha256Source(body));
    }
    for (const [, body = ''] of html.matchAll(STYLE)) styles.add(sha256Source(body));
    const withoutCode = html.replace(SCRIPT, '').replace(STYLE, '');
    for (const [tag] of withoutCode.matchAll(TAG)) {
      if (BLOCKED_ATTRIBUTE.test(tag)) blocked.add(tag.slice(0, 120));
      for (const [, double, single] of tag.matchAll(STYLE_ATTRIBUTE))
        attributes.add(sha256Source(decodeAttribute(double ?? single ?? '')));
    }
  }
  return {
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    styleAttributes: [...attributes].sort(),
    blockedAttributes: [...blocked].sort(),
  };
}
