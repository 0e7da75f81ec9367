/** The central error handler: every failure leaves in the error envelope; 5xx never leaks internals. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorAnswer, type ErrorCode } from '../../shared/envelope.ts';
import { m } from '../services/language.ts';
import { StorageUnavailableError } from '../services/storage/types.ts';
import { bodyProblems, describeValidation } from '../services/validation-problem.ts';
import { databaseUnavailable } from '../db/unavailable.ts';
import { AppError } from '../errors.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';

/** Errors of the multipart parser (busboy) that mean a malformed upload body, not a fault of ours: answered 400. */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Missing Content-Type-header\.|Unsupported Content-Type\.|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.)$/;

/** Seconds a member is asked to wait when the file store did not answer in time (a stall is rarely shorter). */
const STORAGE_RETRY_SECONDS = 30;

/** Seconds a member is asked to wait when the database did not answer in time (a busy pool drains in seconds). */
const DATABASE_RETRY_SECONDS = 10;

/** PostgreSQL codes for text it cannot store (a NUL character, a \u0000 escape in jsonb): the client's input, 400. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, also under a Drizzle query error. */
function databaseCode(error: FastifyError): string | undefined {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  const code = cause?.code ?? error.code;
  return typeof code === 'string' ? code : undefined;
}

/** The error as logged: a failed query keeps its SQL and the database's message, never its parameters (member data). */
function loggable(error: FastifyError): unknown {
  const query = (error as { query?: unknown }).query;
  const cause = (error as { cause?: unknown }).cause;
  if (typeof query !== 'string' || !(cause instanceof Error)) return error;
  return Object.assign(new Error(cause.message), {
    name: 'DatabaseError',
    code: databaseCode(error),
    query,
    stack: cause.stack,
  });
}

function clientErrorCode(status: number): ErrorCode {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

function clientMessage(status: number): string {
  if (status === 413) return m.payloadTooLarge;
  if (status === 415) return m.unsupportedMedia;
  if (status === 404) return m.notFound;
  return m.validation(m.theRequest, m.problemUnreadable);
}

/** Registers the error and not-found handlers of the API. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfter !== undefined) reply.header('retry-after', String(error.retryAfter));
        const extra = {
          ...(error.field ? { field: error.field } : {}),
          ...(error.problems ? { problems: error.problems } : {}),
          ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
          ...(error.triesLeft !== undefined ? { triesLeft: error.triesLeft } : {}),
        };
        return reply.code(error.statusCode).send(errorAnswer(error.code, error.message, extra));
      }
      if (error instanceof StorageUnavailableError) {
        request.log.warn({ err: error }, 'file storage did not answer in time');
        reply.header('retry-after', String(STORAGE_RETRY_SECONDS));
        return reply.code(503).send(errorAnswer('INTERNAL', m.filesUnavailable, { retryAfter: STORAGE_RETRY_SECONDS }));
      }
      if (error.validation) {
        const { field, problem } = describeValidation(error);
        const problems =
          error.validationContext === 'body'
            ? bodyProblems(request.routeOptions.schema?.body, request.body, request.routeOptions.config.bodyChecks)
            : undefined;
        const extra = { field, ...(problems ? { problems } : {}) };
        return reply.code(400).send(errorAnswer('VALIDATION_FAILED', m.validation(field, problem), extra));
      }
      if (UNSTORABLE_TEXT.has(databaseCode(error) ?? '')) {
        return reply.code(400).send(errorAnswer('VALIDATION_FAILED', m.validation(m.theRequest, m.unstorableText)));
      }
      const status = error.statusCode ?? (MALFORMED_MULTIPART.test(error.message) ? 400 : 500);
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorAnswer(clientErrorCode(status), clientMessage(status)));
      }
      if (databaseUnavailable(error)) {
        request.log.error({ err: loggable(error) }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
        return reply
          .code(503)
          .send(errorAnswer('INTERNAL', m.databaseUnavailable, { retryAfter: DATABASE_RETRY_SECONDS }));
      }
      request.log.error({ err: loggable(error) }, 'request failed');
      return reply.code(500).send(errorAnswer('INTERNAL', m.internal));
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorAnswer('NOT_FOUND', m.notFound)));
  },
  { name: 'errors' },
);

/**
 * Fastify's own early errors (a path with broken %-encoding, an overlong route parameter) skip every hook and the
 * error handler (Fastify's `frameworkErrors` option): answered here in the envelope, with the security headers.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply
    .code(status)
    .headers({ ...API_SECURITY_HEADERS, 'cache-control': 'no-store' })
    .send(errorAnswer(clientErrorCode(status), clientMessage(status)));
}

/**
 * Requests Node's HTTP parser refuses (malformed, header block too large, too slow) never reach Fastify (its
 * `clientErrorHandler` option): the raw answer is the envelope with the security headers, then the socket closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(errorAnswer(clientErrorCode(status), clientMessage(status)));
  const headers = {
    ...API_SECURITY_HEADERS,
    'Cache-Control': 'no-store',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n${head}\r\n${body}`);
  socket.destroy(error);
}
