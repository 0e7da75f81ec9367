/**
 * CORS for a static site on another origin (CORS_ORIGINS): an API answer to one of those origins allows it to read
 * the answer, and their preflights are answered here; any other Origin gets no CORS header at all. The session key
 * travels in the Authorization header, so credentials (cookies) are never allowed.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The request headers the portal's pages and the console send (the rest are CORS-safelisted). */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, Idempotency-Key';
/** The answer headers the pages read beyond the safelisted ones (a download's name, a rate limit's wait). */
const EXPOSED_HEADERS = 'Content-Disposition, Content-Language, Retry-After';
/** How long a browser keeps a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600';

/** Options: the allowed origins (config.corsOrigins). */
export interface CorsOptions {
  origins: readonly string[];
}

/** True for an API request from one of `allowed`. */
function allowedOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): string | undefined {
  const origin = request.headers.origin;
  return typeof origin === 'string' && allowed.has(origin) && request.url.startsWith('/api/') ? origin : undefined;
}

/** Adds `Origin` to the answer's Vary (another plugin may have set Accept-Encoding). */
function varyOnOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Origin` : 'Origin');
}

/** Registers the CORS hooks when CORS_ORIGINS names at least one origin (none: the API is same-origin only). */
export const corsPlugin = fp(
  async (app: FastifyInstance, options: CorsOptions) => {
    const allowed = new Set(options.origins);
    if (allowed.size === 0) return;
    app.addHook('onRequest', async (request, reply) => {
      const origin = allowedOrigin(request, allowed);
      if (!origin || request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', PREFLIGHT_MAX_AGE);
      varyOnOrigin(reply);
      return reply.code(204).send();
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const origin = allowedOrigin(request, allowed);
      if (!origin || reply.hasHeader('access-control-allow-origin')) return payload;
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      varyOnOrigin(reply);
      return payload;
    });
  },
  { name: 'cors' },
);
