/** Member text inside mails: one-line values flattened, free text quoted, so it can never pass for a header line. */

/** Control characters, line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** The prefix of every line of quoted member text. */
const QUOTE_PREFIX = '| ';

/** A one-line value (a name, a title, a subject): every control character or line break becomes one space. */
export function oneLine(value: string): string {
  return value.replace(CONTROLS, ' ').trim();
}

/** Free member text as a quoted block: every line starts with "| " (an empty one is "|") (tabs and controls dropped). */
export function quoted(text: string): string {
  return text
    .split(/\r\n|\r|\n|\u2028|\u2029|\u0085/)
    .map((line) => `${QUOTE_PREFIX}${line.replace(CONTROLS, ' ')}`.trimEnd())
    .join('\n');
}
