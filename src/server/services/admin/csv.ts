/**
 * The console's one CSV writer (issue 38 item 9): every cell quoted, and a formula start (= + - @ tab CR) defused with
 * a leading apostrophe at the start of a cell and after any separator a spreadsheet may split on (, ; tab |), so
 * `Pune;=cmd|' /C calc'!A0` never becomes a formula, whatever the reader's list separator.
 */

/** India Standard Time's offset from UTC (fixed: India keeps no summer time). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * An instant as a CSV cell: ISO 8601 in India Standard Time, the company's zone, with its offset
 * (`2026-12-01T19:32:05+05:30`), so a spreadsheet or script reads it unambiguously; time columns end in `_ist`.
 */
export function csvTime(instant: Date): string {
  return `${new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}

/** A formula start at the start of the text or right after a separator character. */
const FORMULA_START = /(?<=^|[,;\t|])(?=[=+\-@\t\r])/g;

/** One CSV cell: the formula starts defused, then quoted with its quotes doubled. */
export function csvCell(value: string | number): string {
  const text = String(value).replace(FORMULA_START, "'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** A CSV document: the header and one line per row, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
