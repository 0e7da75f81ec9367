/**
 * An over-limit body is read, not cut off (docs/SECURITY.md "Slow clients"): Fastify answers a body over its limit
 * (413) before reading it and closes the connection, so a client or proxy still sending meets a reset and may never
 * read the 413 (nginx, which talks HTTP/1.0 to the API by default, then answers 502 itself). A body that declared a
 * length up to DRAIN_MAX_BYTES is read to its end and dropped first, then answered, and the connection is kept; the
 * body-rate floor of slow-clients.ts still holds while it arrives. A longer or chunked one is still cut off.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The longest declared body read after an early 413: the largest upload any route takes (10 MB) with margin. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** True when the request declared a body length, within DRAIN_MAX_BYTES, that has not all arrived yet. */
function drainable(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  return !request.raw.complete && Number.isSafeInteger(length) && length <= DRAIN_MAX_BYTES;
}

/** Resolves once the rest of the body has been read and dropped, or the connection is gone. */
function drained(raw: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    raw.once('end', resolve);
    raw.once('close', resolve);
    raw.once('error', () => resolve());
    raw.resume();
  });
}

/** Registers the hook that reads the rest of a body refused for its size before the 413 is sent. */
export const bodyDrainPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onError', async (request, reply, error) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE' || !drainable(request)) return;
      // Fastify's parser set `Connection: close` on the reply (a closing server sets it on the raw answer, kept).
      reply.removeHeader('connection');
      await drained(request.raw);
    });
  },
  { name: 'body-drain' },
);
