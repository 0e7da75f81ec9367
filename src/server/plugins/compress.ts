/**
 * Compressed API answers (DESIGN §6): JSON of at least MIN_BYTES goes out with brotli or gzip when the client
 * accepts it (brotli preferred), so a 12 KB article page costs a phone on a slow network about 2 KB. Files
 * (download.php, photo.php) and the static site are not touched: they are binary already, or precompressed at
 * build time (plugins/site.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Smaller answers are sent as they are: the saving would not pay for the work. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

/** The coding to answer with: br, then gzip, else none. */
export function codingFor(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptedCodings(header);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

async function compress(coding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(body, { level: 6 });
  // Quality 4: most of brotli's gain at a fraction of its top settings' CPU.
  return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding') || !String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
  reply.header('vary', 'accept-encoding');
  const coding = codingFor(request.headers['accept-encoding']);
  if (!coding) return payload;
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
  if (size < MIN_BYTES) return payload;
  reply.header('content-encoding', coding);
  reply.removeHeader('content-length');
  return compress(coding, typeof payload === 'string' ? Buffer.from(payload) : payload);
}

/** Registers the compression of JSON answers. */
export const compressPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', onSend);
}, { name: 'compress' });
