/**
 * One JSON log line per request (issue 42 §4): request id, method, redacted URL, route pattern, status, time, and
 * the member or staff id as a salted hash. The request id is taken from a well-formed X-Request-Id (so a load
 * balancer's id follows the request) or made here, and is sent back on every answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogIds } from '../services/log-ids.ts';
import { redactUrl } from './log-serializers.ts';

/** What an accepted X-Request-Id looks like: 8 to 64 letters, digits, dots, dashes, underscores or colons. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** The log levels at which info lines are written (pino's names; "silent" and levels above info write none). */
const WRITES_INFO = new Set(['trace', 'debug', 'info']);

/** Fastify's genReqId: the caller's X-Request-Id when well-formed, else a new UUID. */
export function requestId(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** The hashed ids of the caller, when the request carried a live session. */
function callerIds(request: FastifyRequest, logIds: LogIds): Record<string, string> {
  const ids: Record<string, string> = {};
  const memberId = request.session?.memberId;
  const staffId = (request as Partial<Pick<FastifyRequest, 'staff'>>).staff?.staffId;
  if (memberId !== undefined) ids.member = logIds.of('member', memberId);
  if (staffId !== undefined) ids.staff = logIds.of('staff', staffId);
  return ids;
}

/** Writes the request's info line. */
function logLine(request: FastifyRequest, reply: FastifyReply, logIds: LogIds): void {
  request.log.info(
    {
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ...callerIds(request, logIds),
    },
    'request',
  );
}

/**
 * Registers the request id echo and the per-request log line (Fastify's own two lines are turned off in app.ts).
 * The line is built only when info lines are written (LOG_LEVEL info or finer).
 */
export const requestLogPlugin = fp(
  async (app: FastifyInstance, options: { salt: string }) => {
    const logIds = new LogIds(options.salt);
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (WRITES_INFO.has(request.log.level)) logLine(request, reply, logIds);
      done();
    });
  },
  { name: 'request-log' },
);
