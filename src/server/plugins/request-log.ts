/**
 * One JSON log line per request (issue 42 §4): request id, method, redacted URL, route pattern, status, time, and
 * the member or staff id as a salted hash. The request id is taken from a well-formed X-Request-Id (so a load
 * balancer's id follows the request) or made here, and is sent back on every answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { logId } from '../services/log-ids.ts';
import { redactUrl } from './log-serializers.ts';

/** What an accepted X-Request-Id looks like: 8 to 64 letters, digits, dots, dashes, underscores or colons. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: the caller's X-Request-Id when well-formed, else a new UUID. */
export function requestId(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** The hashed ids of the caller, when the request carried a live session. */
function callerIds(request: FastifyRequest, salt: string): Record<string, string> {
  const ids: Record<string, string> = {};
  const memberId = request.session?.memberId;
  const staffId = (request as Partial<Pick<FastifyRequest, 'staff'>>).staff?.staffId;
  if (memberId !== undefined) ids.member = logId(salt, 'member', memberId);
  if (staffId !== undefined) ids.staff = logId(salt, 'staff', staffId);
  return ids;
}

/** Registers the request id echo and the per-request log line (Fastify's own two lines are turned off in app.ts). */
export const requestLogPlugin = fp(
  async (app: FastifyInstance, options: { salt: string }) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          route: request.routeOptions.url ?? 'unmatched',
          status: reply.statusCode,
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
          ...callerIds(request, options.salt),
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
