/**
 * An answer sent before the request's body has arrived (a 413 for its size, a 401 before an upload is read) must
 * reach a caller that is still sending (docs/SECURITY.md "Slow clients"). On a connection that closes after the
 * answer (HTTP/1.0, which nginx speaks to the API by default, or `Connection: close`), closing with the body's rest
 * unread resets it: the caller may never read the answer, and nginx answers 502 itself. So a body that declared a
 * length up to DRAIN_MAX_BYTES is read to its end and dropped before such an answer is sent; on a connection kept
 * open, Node drops the rest after the answer. Fastify closes the connection after a 413 for size; that 413 keeps it
 * open instead. The body-rate floor of slow-clients.ts holds meanwhile; a longer or chunked body is still cut off.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The longest declared body read after an early answer: the largest upload any route takes (10 MB) with margin. */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** True when the request declared a body length, within DRAIN_MAX_BYTES, that has not all arrived or been read. */
function drainable(request: FastifyRequest): boolean {
  const { raw } = request;
  if (raw.complete || raw.readableEnded || raw.destroyed) return false;
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length <= DRAIN_MAX_BYTES;
}

/** True when the connection closes after this answer (the caller's HTTP version or header, or a closing server). */
function closesAfter(reply: FastifyReply): boolean {
  const connection = String(reply.getHeader('connection') ?? reply.raw.getHeader('connection') ?? '');
  return !reply.raw.shouldKeepAlive || connection.toLowerCase() === 'close';
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

/** Registers the hooks that let an early answer reach a caller still sending its body. */
export const bodyDrainPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onError', (request, reply, error, done) => {
      // Fastify's parser set `Connection: close` on the reply (a closing server sets it on the raw answer, kept).
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && drainable(request)) reply.removeHeader('connection');
      done();
    });
    // Callback style: the usual answer (its body all read) passes without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!drainable(request) || !closesAfter(reply)) return done(null, payload);
      void drained(request.raw).then(() => done(null, payload));
    });
  },
  { name: 'body-drain' },
);
