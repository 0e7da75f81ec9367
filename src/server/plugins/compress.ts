/**
 * Compressed API answers (DESIGN §6): JSON of at least MIN_BYTES goes out with brotli or gzip when the client
 * accepts it (brotli preferred), so a 12 KB article page costs a phone on a slow network about 2 KB. Files
 * (download.php, photo.php) and the static site are not touched: they are binary already, or precompressed at
 * build time (plugins/site.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';

/** Smaller answers are sent as they are: the saving would not pay for the work. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A coding the API answers with. */
type Coding = 'br' | 'gzip';

/** The codings of an Accept-Encoding header that the client accepts (q > 0), lower case. */
export function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Codings for the Accept-Encoding values seen (browsers send a handful), so a header is read once, not per call. */
const codingsSeen = new Map<string, Coding | undefined>();

/** The coding to answer with: br, then gzip, else none. */
export function codingFor(header: string | undefined): Coding | undefined {
  if (header === undefined) return undefined;
  if (codingsSeen.has(header)) return codingsSeen.get(header);
  const accepted = acceptedCodings(header);
  const coding = accepted.has('br') ? 'br' : accepted.has('gzip') || accepted.has('*') ? 'gzip' : undefined;
  // Values come from clients: remember at most 64 of them.
  if (codingsSeen.size < 64) codingsSeen.set(header, coding);
  return coding;
}

/**
 * Compressed forms of bodies that may be sent many times (cached answers), kept with them: a coding maps to the
 * form made at SHARED_QUALITY once the body is sent a second time with it, or to `undefined` after its first send.
 */
const sharedForms = new WeakMap<Buffer, Map<Coding, Promise<Buffer> | undefined>>();

/**
 * Marks a body that may be sent unchanged many times (routes/serialized.ts): its first send with a coding is
 * compressed as a member's own answer is (PER_CALL_QUALITY), since most cached answers of distinct searches are sent
 * once; from its second send its brotli and gzip forms are made once and live as long as the body does. The body
 * must never be modified afterwards.
 */
export function compressOnce(body: Buffer): Buffer {
  sharedForms.set(body, new Map());
  return body;
}

/**
 * Bodies up to this size are compressed on the event loop. Through the thread pool every call builds a zlib
 * stream: about 290 µs of CPU for a 10 KB answer against 50 µs in place, which halved OrderHistory's throughput
 * under load (docs/PERFORMANCE.md). 128 KB takes well under a millisecond in place; larger bodies go to the pool.
 */
export const IN_PLACE_MAX_BYTES = 128 * 1024;

/**
 * Brotli quality for a body compressed once and sent many times (a cached answer): 4, most of brotli's gain at a
 * fraction of its top settings' CPU.
 */
const SHARED_QUALITY = 4;

/**
 * Brotli quality for a body compressed on every call (a member's own answer): 1. On a 9 KB OrderHistory answer it
 * takes 23 µs against 57 µs at quality 4 and 67 µs for gzip, for 639 bytes against 462 and 683; under load that
 * made the compressed answer as fast as the plain one (docs/PERFORMANCE.md).
 */
const PER_CALL_QUALITY = 1;

/** Brotli settings: the window is just large enough for the body (the default 4 MB window allocated on every call). */
const brotliOptions = (size: number, quality: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(
      constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
    ),
  },
});

/** gzip's default level: within a few per cent of its best ratio (for the few clients without brotli). */
const GZIP_OPTIONS = { level: 6 } as const;

/**
 * Output chunk of a compression in place. zlib's default (16 KB) is a fresh ArrayBuffer per call; 2 KB comes from
 * Node's buffer pool and holds most answers whole (a page of search results or of OrderHistory compresses to under
 * 2 KB; a larger one takes more chunks). Under 3,000 distinct searches a second those fresh buffers were the external
 * memory that started half of the API's full collections (docs/PERFORMANCE.md, "Search without its cache").
 */
const IN_PLACE_CHUNK_BYTES = 2048;

async function compress(coding: Coding, body: Buffer, quality: number): Promise<Buffer> {
  if (body.length <= IN_PLACE_MAX_BYTES) {
    return coding === 'gzip'
      ? gzipSync(body, { ...GZIP_OPTIONS, chunkSize: IN_PLACE_CHUNK_BYTES })
      : brotliCompressSync(body, { ...brotliOptions(body.length, quality), chunkSize: IN_PLACE_CHUNK_BYTES });
  }
  return coding === 'gzip' ? gzipAsync(body, GZIP_OPTIONS) : brotli(body, brotliOptions(body.length, quality));
}

async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').includes('json'))
    return payload;
  reply.header('vary', 'accept-encoding');
  const coding = codingFor(request.headers['accept-encoding']);
  if (!coding) return payload;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < MIN_BYTES) return payload;
  reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  if (typeof payload === 'string') return compress(coding, Buffer.from(payload), PER_CALL_QUALITY);
  return compressedForm(coding, payload);
}

/**
 * The body compressed: on every call for a body that is not marked by `compressOnce`; for a marked body, cheaply on
 * its first send with a coding, then made once at SHARED_QUALITY and kept.
 */
export function compressedForm(coding: Coding, body: Buffer): Promise<Buffer> {
  const forms = sharedForms.get(body);
  if (!forms) return compress(coding, body, PER_CALL_QUALITY);
  if (!forms.has(coding)) {
    forms.set(coding, undefined);
    return compress(coding, body, PER_CALL_QUALITY);
  }
  let form = forms.get(coding);
  if (!form) {
    form = compress(coding, body, SHARED_QUALITY);
    forms.set(coding, form);
    // A failed compression is not remembered: the next call tries again.
    form.catch(() => forms.delete(coding));
  }
  return form;
}

/** Registers the compression of JSON answers. */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', onSend);
  },
  { name: 'compress' },
);
