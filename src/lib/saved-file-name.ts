/** The name a download is saved under on the device, made from a title a doctor recognises. */

/** Longest title kept in a saved name, in characters. */
const MAX_TITLE = 80;

/**
 * `<title>.<extension>`: the title without the characters file systems refuse (/ \ : * ? " < > | and control
 * characters), its spaces collapsed, no leading or trailing dot, at most 80 characters; undefined when nothing is left.
 */
export function savedFileName(title: string, extension: string): string | undefined {
  const name = title
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_TITLE)
    .trim();
  return name ? `${name}.${extension}` : undefined;
}
