/**
 * Recognises HTML that is already in the form the sanitiser writes (sanitize-html.ts), so it can be answered without
 * parsing it again: what the console saves has been through the sanitiser, and parsing every description of every
 * uncached list and search answer cost about 0.1 ms a field (docs/PERFORMANCE.md).
 *
 * Deliberately narrow: text without markup characters (only &amp; &lt; &gt; as entities), the allowed tags without
 * attributes, `<br />`, and links exactly as the sanitiser writes them; nesting the HTML parser never rearranges
 * (no block inside a paragraph, heading or inline tag, list items only directly in a list, no link in a link, every
 * tag closed in order). Anything else goes through the sanitiser. tests/unit/sanitized-form.test.ts checks, on
 * generated and on hostile input, that whatever is recognised is exactly what the sanitiser would return.
 */
import { ALLOWED_TAGS, safeLinkHref } from './html-allow-list.ts';

/** Tags that start a block: the parser closes an open paragraph or heading before them. */
const BLOCKS = new Set(['p', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4']);

/** Blocks that may hold other blocks. */
const CONTAINERS = new Set(['ul', 'ol', 'li', 'blockquote']);

/** The allowed tags written without attributes (a link has its own form, a line break is `<br />`). */
const BARE_TAGS = new Set<string>(ALLOWED_TAGS.filter((tag) => tag !== 'a' && tag !== 'br'));

/** Text between tags: no markup character, entities only &amp; &lt; &gt;, no control character but tab and newline. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses.
const TEXT = /^(?:[^<>&\u0000-\u0008\u000B-\u001F\u007F]|&(?:amp|lt|gt);)*$/;

/** A link as the sanitiser writes it. */
const LINK = /^<a href="([^"<>&\s]*)" target="_blank" rel="noopener noreferrer">$/;

/** Deeper nesting is left to the sanitiser (its limit is 40). */
const MAX_DEPTH = 20;

/** True when a tag may open inside the open tags of `stack`. */
function mayOpen(tag: string, stack: readonly string[]): boolean {
  if (stack.length >= MAX_DEPTH) return false;
  const parent = stack.at(-1);
  if (parent === 'ul' || parent === 'ol') return tag === 'li';
  if (tag === 'li') return false;
  if (BLOCKS.has(tag)) return stack.every((open) => CONTAINERS.has(open));
  return tag !== 'a' || !stack.includes('a');
}

/** True when `html` is exactly what the sanitiser would make of it. */
export function isSanitizedForm(html: string): boolean {
  const stack: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const text = html.slice(at, open === -1 ? html.length : open);
    if (!TEXT.test(text)) return false;
    const parent = stack.at(-1);
    if (text !== '' && (parent === 'ul' || parent === 'ol')) return false;
    if (open === -1) break;
    const close = html.indexOf('>', open);
    if (close === -1) return false;
    const tag = html.slice(open, close + 1);
    at = close + 1;
    if (tag === '<br />') {
      if (parent === 'ul' || parent === 'ol') return false;
      continue;
    }
    const closing = /^<\/([a-z0-9]+)>$/.exec(tag);
    if (closing) {
      if (stack.pop() !== closing[1]) return false;
      continue;
    }
    const link = LINK.exec(tag);
    const name = link ? 'a' : /^<([a-z0-9]+)>$/.exec(tag)?.[1];
    if (!name || (!link && !BARE_TAGS.has(name)) || !mayOpen(name, stack)) return false;
    if (link && safeLinkHref(link[1]) !== link[1]) return false;
    stack.push(name);
  }
  return stack.length === 0;
}
