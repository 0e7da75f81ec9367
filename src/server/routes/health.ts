/**
 * GET /api/health: liveness, 200 when the process and its database answer. GET /api/ready: readiness, 200 only when
 * this replica can serve (migrations applied, database, file store, search index), else 503 with the reason.
 */
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../services/health.ts';
import { notReadyReason } from '../services/readiness.ts';

/** Registers the health and readiness checks. */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      await pingDatabase(app.deps.database.db);
      return { status: 'ok', database: app.deps.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    const reason = await notReadyReason(app.deps.database, app.deps.storage);
    reply.header('cache-control', 'no-store');
    if (reason === undefined) return { status: 'ready' };
    request.log.warn({ reason }, 'not ready');
    return reply.code(503).send({ status: 'not-ready', reason });
  });
}
