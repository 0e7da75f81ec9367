/**
 * A small Markdown renderer for the API's copy of the marketing pages (PrivacyPolicy.php serves
 * src/content/pages/privacy.md): front matter, headings (with the same ids as the site), paragraphs, bullet and
 * numbered lists, block quotes, rules, **bold**, *italic*, `code`, [links](https://…) and typographic quotes,
 * like the site's build. Raw HTML in the Markdown is escaped (shown as text), never passed through.
 */

import { readFrontMatter } from './front-matter.ts';

/** A Markdown file split into its front matter (flat `key: value` lines) and body. */
export interface MarkdownDocument {
  data: Record<string, string>;
  body: string;
}

/** Splits the `---` front matter from the body; its text fields (a block such as `image:` with `src:` is left out). */
export function parseFrontMatter(source: string): MarkdownDocument {
  const { data, body } = readFrontMatter(source);
  const fields = Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return { data: Object.fromEntries(fields), body };
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Curly quotes, apostrophes, dashes and ellipses, as the site's Markdown build writes them. */
function smartypants(text: string): string {
  return text
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/\.\.\./g, '…')
    .replace(/(^|[\s([{“‘-])"/g, '$1“')
    .replace(/"/g, '”')
    .replace(/(^|[\s([{“-])'/g, '$1‘')
    .replace(/'/g, '’');
}

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Renders the inline Markdown of one block (escaped first, so no HTML gets through). */
export function renderInline(text: string): string {
  const codes: string[] = [];
  let html = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(code) - 1}\u0000`);
  html = html.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_whole, label: string, href: string) =>
    SAFE_LINK.test(href.replace(/&amp;/g, '&')) ? `<a href="${href}">${label}</a>` : label,
  );
  html = html
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([\s\S]*?\S)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/(^|[^\w])_(?=\S)([\s\S]*?\S)_(?!\w)/g, '$1<em>$2</em>');
  html = html
    .split(/(<[^>]+>)/)
    .map((part) => (part.startsWith('<') ? part : smartypants(part.replace(/&quot;/g, '"'))))
    .join('');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL marks the code spans set aside above; it cannot occur in Markdown text.
  return html.replace(/\u0000(\d+)\u0000/g, (_, i: string) => `<code>${codes[Number(i)] ?? ''}</code>`);
}

/** The id the site gives a heading (lower case, punctuation dropped, spaces to hyphens). */
function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

const LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;

function renderList(lines: string[]): string {
  const ordered = /^\s*\d/.test(lines[0] ?? '');
  const items: string[] = [];
  for (const line of lines) {
    const item = LIST_ITEM.exec(line);
    if (item) items.push(item[3] ?? '');
    else items[items.length - 1] += ` ${line.trim()}`;
  }
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>\n${items.map((item) => `<li>${renderInline(item)}</li>`).join('\n')}\n</${tag}>`;
}

function renderBlock(block: string): string {
  const lines = block.split('\n');
  const first = lines[0] ?? '';
  const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(first);
  if (heading && lines.length === 1) {
    const level = heading[1]?.length ?? 1;
    const inner = renderInline(heading[2] ?? '');
    return `<h${level} id="${headingId(inner)}">${inner}</h${level}>`;
  }
  if (/^(\*\s*){3,}$|^(-\s*){3,}$/.test(first.trim()) && lines.length === 1) return '<hr>';
  if (LIST_ITEM.test(first)) return renderList(lines);
  if (first.startsWith('>'))
    return `<blockquote>\n${renderMarkdown(lines.map((l) => l.replace(/^>\s?/, '')).join('\n'))}\n</blockquote>`;
  return `<p>${renderInline(lines.map((l) => l.trim()).join('\n'))}</p>`;
}

/** Renders a Markdown body to HTML. */
export function renderMarkdown(body: string): string {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') flush();
    else if (/^#{1,6}\s/.test(line)) {
      flush();
      blocks.push(line);
    } else current.push(line);
  }
  flush();
  return blocks.map(renderBlock).join('\n');
}
