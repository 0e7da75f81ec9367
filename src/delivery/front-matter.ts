/**
 * The front matter of a Markdown file in src/content as the content check reads it (src/delivery/content-checks.ts):
 * `key: value` lines and one level of indented `sub: value` lines under a `key:` (image, cta), as text.
 */

/** A front-matter value: text, or a block of text fields (`image:` with `src:`, `width:` below it). */
export type FrontMatterValue = string | Record<string, string>;

const unquote = (text: string): string =>
  text
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2');

/** The fields of the front matter at the top of `source` (between two `---` lines), and the Markdown below it. */
export function readFrontMatter(source: string): { data: Record<string, FrontMatterValue>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, FrontMatterValue> = {};
  let block: Record<string, string> | undefined;
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const top = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    const nested = /^\s+([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (top?.[1]) {
      const value = unquote(top[2] ?? '');
      block = value === '' ? {} : undefined;
      data[top[1]] = block ?? value;
    } else if (nested?.[1] && block) {
      block[nested[1]] = unquote(nested[2] ?? '');
    }
  }
  return { data, body: source.slice(match[0].length) };
}
