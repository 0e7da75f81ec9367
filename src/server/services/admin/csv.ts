/**
 * The console's one CSV writer (issue 38 item 9): every cell quoted, and a formula start (= + - @ tab CR) defused with
 * a leading apostrophe at the start of a cell and after any separator a spreadsheet may split on (, ; tab |), so
 * `Pune;=cmd|' /C calc'!A0` never becomes a formula, whatever the reader's list separator.
 */

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
