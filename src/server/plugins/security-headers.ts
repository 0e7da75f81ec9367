/**
 * Security headers on every answer of the process (API and site alike): HSTS, nosniff, Referrer-Policy and
 * Permissions-Policy from src/delivery/headers.ts, and a strict Content-Security-Policy for answers that
 * did not set their own (API answers are data, never documents that run code; the site sets the page policy).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STRICT_SECURITY_HEADERS } from '../../delivery/headers.ts';

/** The security headers of an answer that set none of its own (the API's): the base set and the strict API policy. */
export const API_SECURITY_HEADERS = STRICT_SECURITY_HEADERS;

/** The headers as a list, made once: not a new array of pairs on every answer. */
const HEADER_LIST = Object.entries(API_SECURITY_HEADERS);

/** Adds the headers in an onSend hook, leaving any header a route set itself. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      for (const [name, value] of HEADER_LIST) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
