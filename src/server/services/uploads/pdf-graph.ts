/**
 * The active-content decision on a parsed PDF (runs in the check worker): every indirect object pdf-lib parsed is
 * walked, names compared after decoding #xx escapes of either case. Refused anywhere: scripts, launch and other
 * dangerous actions, additional (automatic) actions, XFA, embedded or attached files, rich media, and object or
 * cross-reference streams pdf-lib did not recognise (hidden objects). Plain links (/URI to http, https, mailto, tel)
 * and internal destinations stay.
 */
import { PDFArray, PDFDict, PDFHexString, PDFName, type PDFObject, PDFRef, PDFStream, PDFString } from 'pdf-lib';

/** Looks up an indirect object by its reference (pdf-lib's `context.lookup`). */
type PdfLookup = (ref: PDFRef) => PDFObject | undefined;

/** How many references a chain may follow before it counts as a loop. */
const MAX_HOPS = 32;

/** Dictionary keys that carry scripts, automatic actions, forms with scripts, attached files or rich media. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set([
  'JS',
  'JavaScript',
  'AA',
  'Launch',
  'XFA',
  'EmbeddedFiles',
  'EmbeddedFile',
  'EF',
  'RichMedia',
  'RichMediaContent',
  'RichMediaSettings',
  'RichMediaExecute',
]);

/** Name values that mark dangerous actions, attached files, media players or hidden object streams. */
const FORBIDDEN_VALUES: ReadonlySet<string> = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'ImportData',
  'SubmitForm',
  'GoToR',
  'GoToE',
  'Rendition',
  'Movie',
  'Sound',
  'RichMedia',
  'RichMediaExecute',
  'EmbeddedFile',
  'FileAttachment',
  'ObjStm',
  'XRef',
]);

/** Actions a document may run when it opens: none but going to a page. */
const OPEN_ACTIONS: ReadonlySet<string> = new Set(['GoTo']);

/** Link schemes a /URI action may use. */
const LINK_SCHEME = /^(https?:|mailto:|tel:|#)/i;

/** A name's text with #xx escapes of either case decoded (pdf-lib decodes only upper-case ones). */
export function nameText(name: PDFName): string {
  return name
    .decodeText()
    .replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The text of a PDF string (literal or hex). */
function stringText(value: PDFObject | undefined): string | undefined {
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined;
}

/** An object with its references followed (issue 38 item 8: `/OpenAction 5 0 R`); a loop or a dead end is undefined. */
function resolved(value: PDFObject | undefined, lookup: PdfLookup): PDFObject | undefined {
  let object = value;
  for (let hops = 0; object instanceof PDFRef; hops += 1) object = hops < MAX_HOPS ? lookup(object) : undefined;
  return object;
}

/** Why a dictionary is refused: a forbidden key, an OpenAction that does more than go to a page, a bad link. */
function dictProblem(dict: PDFDict, lookup: PdfLookup): string | undefined {
  for (const [key, entry] of dict.entries()) {
    const name = nameText(key);
    if (FORBIDDEN_KEYS.has(name)) return `/${name}`;
    const value = resolved(entry, lookup);
    if (name === 'OpenAction' && entry instanceof PDFRef && !(value instanceof PDFDict || value instanceof PDFArray))
      return '/OpenAction';
    if (name === 'OpenAction' && value instanceof PDFDict) {
      const kind = value.get(PDFName.of('S'));
      if (!(kind instanceof PDFName) || !OPEN_ACTIONS.has(nameText(kind))) return '/OpenAction';
    }
    if (name === 'URI') {
      const target = stringText(value)?.trim();
      if (target === undefined || !LINK_SCHEME.test(target)) return '/URI';
    }
  }
  return undefined;
}

/** Walks one object (dictionaries, arrays, stream dictionaries); references are judged as their own objects. */
function objectProblem(root: PDFObject, lookup: PdfLookup): string | undefined {
  const pending: PDFObject[] = [root];
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFName) {
      const name = nameText(object);
      if (FORBIDDEN_VALUES.has(name)) return `/${name}`;
    } else if (object instanceof PDFStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      const problem = dictProblem(object, lookup);
      if (problem) return problem;
      for (const [, value] of object.entries()) pending.push(value);
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  return undefined;
}

/** The first active-content entry among the objects (references followed by `lookup`), or undefined when plain. */
export function activeContentOf(objects: Iterable<PDFObject>, lookup: PdfLookup): string | undefined {
  for (const object of objects) {
    const problem = objectProblem(object, lookup);
    if (problem) return problem;
  }
  return undefined;
}
