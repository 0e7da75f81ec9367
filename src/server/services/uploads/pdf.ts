/** Checks an uploaded PDF by its content (DESIGN §4 "Uploads trusted"): a whole PDF without active content. */
import { inflateSync } from 'node:zlib';

/** Why a file is refused: not a PDF, cut short, or carrying scripts, actions or attached files. */
export type PdfProblem = 'not-pdf' | 'incomplete' | 'active-content';

/** PDF names that run code, launch programs, act on opening or carry files. */
const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'OpenAction']);

/** %%EOF must appear within this many bytes of the end. */
const EOF_WINDOW = 1024;

/** An object stream is inflated to at most this many bytes to be checked. */
const MAX_OBJECT_STREAM = 16 * 1024 * 1024;

/** A PDF name token: '/' then regular characters; #xx escapes are decoded (so /J#53 is /JS). */
const NAME = /\/([^\s()<>[\]{}/%]*)/g;

function hasForbiddenName(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const name = (match[1] ?? '').replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (FORBIDDEN_NAMES.has(name)) return true;
  }
  return false;
}

/** The file split into text outside streams and the streams with the dictionary before each. */
interface Layout {
  outside: string[];
  streams: { dictionary: string; data: Buffer }[];
}

function layoutOf(data: Buffer): Layout {
  const text = data.toString('latin1');
  const layout: Layout = { outside: [], streams: [] };
  const start = /(?<!end)stream\r?\n/g;
  let cursor = 0;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    const before = text.slice(cursor, match.index);
    const bodyStart = match.index + match[0].length;
    const end = text.indexOf('endstream', bodyStart);
    layout.outside.push(before);
    layout.streams.push({
      dictionary: before.slice(before.lastIndexOf('obj')),
      data: data.subarray(bodyStart, end < 0 ? data.length : end),
    });
    cursor = end < 0 ? data.length : end;
    start.lastIndex = cursor;
  }
  layout.outside.push(text.slice(cursor));
  return layout;
}

/** The text of an object stream (where compressed dictionaries hide), or undefined when it cannot be read. */
function objectStreamText(dictionary: string, data: Buffer): string | undefined {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]]+)/.exec(dictionary)?.[1]?.replace(/[[\]\s]/g, '');
  if (filter === undefined) return data.toString('latin1');
  if (filter !== '/FlateDecode') return undefined;
  try {
    return inflateSync(data, { maxOutputLength: MAX_OBJECT_STREAM }).toString('latin1');
  } catch {
    return undefined;
  }
}

/**
 * Checks a PDF: it starts with %PDF-, ends with %%EOF, and names none of /JavaScript, /JS, /Launch,
 * /EmbeddedFile, /OpenAction, whether in plain dictionaries or inside compressed object streams
 * (an object stream that cannot be read is refused). Page content streams are not searched.
 */
export function checkPdf(data: Buffer): PdfProblem | undefined {
  if (data.length < 5 || data.toString('latin1', 0, 5) !== '%PDF-') return 'not-pdf';
  if (!data.subarray(Math.max(0, data.length - EOF_WINDOW)).includes('%%EOF')) return 'incomplete';
  const layout = layoutOf(data);
  if (layout.outside.some(hasForbiddenName)) return 'active-content';
  for (const { dictionary, data: body } of layout.streams) {
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const text = objectStreamText(dictionary, body);
    if (text === undefined || hasForbiddenName(text)) return 'active-content';
  }
  return undefined;
}
