/**
 * Inspects one uploaded PDF inside the check worker: the header, a bounded parse with pdf-lib (object and
 * cross-reference streams are inflated by zlib against the unpacked-bytes budget before pdf-lib may decode them),
 * the object count, the active-content decision on the parsed objects, the unpacked size of every compressed stream,
 * and finally a copy re-serialised by pdf-lib: only what was parsed and checked is stored.
 */
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { activeContentOf, nameText } from './pdf-graph.ts';
import { PDF_MAX_OBJECTS, type PdfVerdict, unpackedBudget } from './pdf-limits.ts';

/** %%EOF must appear within this many bytes of the end. */
const EOF_WINDOW = 1024;

/** Thrown when a file passes a limit; its problem is the answer. */
class LimitError extends Error {}

/** Unpacked bytes left for the file being inspected (one file at a time per worker). */
let remaining = 0;

/** The limit the file being inspected passed (pdf-lib's parser may wrap the LimitError in its own error). */
let limitHit: string | undefined;

/** Records and returns the limit error (see limitHit). */
function limit(what: string): LimitError {
  limitHit = what;
  return new LimitError(what);
}

/** pdf-lib's ByteStream class: its static fromPDFRawStream decodes object and cross-reference streams. */
interface ByteStreamClass {
  fromPDFRawStream: (raw: PDFRawStream) => unknown;
}
const { default: ByteStream } = createRequire(import.meta.url)('pdf-lib/cjs/core/parser/ByteStream.js') as {
  default: ByteStreamClass;
};
const decodeWithPdfLib = ByteStream.fromPDFRawStream;

/** The filter names of a stream, first applied first. */
function filtersOf(raw: PDFRawStream): string[] {
  const filter = raw.dict.get(PDFName.of('Filter'));
  if (filter instanceof PDFName) return [nameText(filter)];
  if (filter instanceof PDFArray) return filter.asArray().map((f) => (f instanceof PDFName ? nameText(f) : '?'));
  return [];
}

/** Charges the unpacked size of a stream to the budget: its first Flate stage is inflated by zlib with a cap. */
function charge(raw: PDFRawStream): void {
  const [first] = filtersOf(raw);
  let size = raw.contents.length;
  if (first === 'FlateDecode' || first === 'Fl') {
    try {
      size = inflateSync(raw.contents, { maxOutputLength: remaining + 1, finishFlush: 2 }).length;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') throw limit('unpacked bytes');
      size = raw.contents.length;
    }
  }
  remaining -= size;
  if (remaining < 0) throw limit('unpacked bytes');
}

/** Object and cross-reference streams: charged first; only plain or single-Flate ones reach pdf-lib's decoder. */
ByteStream.fromPDFRawStream = (raw: PDFRawStream) => {
  const filters = filtersOf(raw);
  if (filters.length > 1 || (filters.length === 1 && filters[0] !== 'FlateDecode')) {
    throw limit('object stream filter');
  }
  charge(raw);
  return decodeWithPdfLib(raw);
};

/** Checks one file and answers the verdict (with the re-serialised copy when it is accepted). */
export async function inspectPdf(data: Uint8Array): Promise<PdfVerdict> {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length < 5 || bytes.toString('latin1', 0, 5) !== '%PDF-') return { ok: false, problem: 'not-pdf' };
  if (!bytes.subarray(Math.max(0, bytes.length - EOF_WINDOW)).includes('%%EOF')) {
    return { ok: false, problem: 'incomplete' };
  }
  remaining = unpackedBudget(bytes.length);
  limitHit = undefined;
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(data, {
      throwOnInvalidObject: true,
      ignoreEncryption: true,
      updateMetadata: false,
      parseSpeed: Number.POSITIVE_INFINITY,
      capNumbers: true,
    });
  } catch (error) {
    if (limitHit) return { ok: false, problem: 'too-complex', detail: limitHit };
    return { ok: false, problem: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
  if (document.isEncrypted) return { ok: false, problem: 'encrypted' };
  const objects = document.context.enumerateIndirectObjects();
  if (objects.length > PDF_MAX_OBJECTS) return { ok: false, problem: 'too-complex', detail: 'objects' };
  const active = activeContentOf(
    [
      ...objects.map(([, object]) => object),
      document.context.trailerInfo.Root,
      document.context.trailerInfo.Info,
    ].filter((object) => object !== undefined),
    (ref) => document.context.lookup(ref),
  );
  if (active) return { ok: false, problem: 'active-content', detail: active };
  try {
    for (const [, object] of objects) if (object instanceof PDFRawStream) charge(object);
    if (document.getPageCount() < 1) return { ok: false, problem: 'unreadable', detail: 'no pages' };
    const copy = await document.save({
      useObjectStreams: false,
      addDefaultPage: false,
      objectsPerTick: Number.POSITIVE_INFINITY,
    });
    return { ok: true, pdf: copy };
  } catch (error) {
    if (error instanceof LimitError) return { ok: false, problem: 'too-complex', detail: error.message };
    return { ok: false, problem: 'unreadable', detail: error instanceof Error ? error.message : String(error) };
  }
}
