/**
 * Bounds what one connection may hold (docs/SECURITY.md "Slow clients"): the header block must arrive within
 * HEADERS_TIMEOUT_SECONDS, a request within REQUEST_TIMEOUT_SECONDS, and a request body must keep arriving at
 * BODY_MIN_RATE bytes a second, judged over windows of BODY_RATE_WINDOW_SECONDS; a body trickled slower is dropped
 * (the socket is closed). A 10 MB upload over a slow 2G link (about 30 KB/s) passes all three.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SlowClientConfig } from '../config.ts';

/** True when a request announces a body (a length above 0, or chunked). */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers['content-length'];
  return (typeof length === 'string' && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** Registers the body-rate watch on every request with a body (the time limits are server options, see app.ts). */
export const slowClientsPlugin = fp(
  async (app: FastifyInstance, limits: SlowClientConfig) => {
    const windowMs = limits.bodyRateWindowSeconds * 1000;
    const minBytes = limits.bodyMinRate * limits.bodyRateWindowSeconds;
    if (minBytes <= 0) return;
    app.addHook('onRequest', (request, _reply, done) => {
      watchBodyRate(request);
      done();
    });

    /** Closes the connection when the request's body arrives slower than the floor (a request without one is let be). */
    function watchBodyRate(request: FastifyRequest): void {
      const raw = request.raw;
      const socket = raw.socket as { bytesRead?: unknown; destroyed?: boolean; destroy(): void } | undefined;
      // Injected requests (tests) have no real socket.
      if (!socket || typeof socket.bytesRead !== 'number' || !hasBody(raw.headers)) return;
      const bytesRead = () => (typeof socket.bytesRead === 'number' ? socket.bytesRead : 0);
      let seen = bytesRead();
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) return stop();
        const arrived = bytesRead() - seen;
        seen = bytesRead();
        if (arrived >= minBytes) return;
        request.log.warn({ arrived, windowSeconds: limits.bodyRateWindowSeconds }, 'request body too slow; closing');
        stop();
        socket.destroy();
      }, windowMs);
      timer.unref();
      const stop = () => {
        clearInterval(timer);
        raw.socket.removeListener('close', stop);
      };
      // Not stopped by the answer: after an early answer (401 before the body) the floor holds while the body drains.
      raw.once('end', stop);
      raw.socket.once('close', stop);
    }
  },
  { name: 'slow-clients' },
);
