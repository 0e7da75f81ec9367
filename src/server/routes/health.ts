/**
 * GET /api/health: liveness, 200 when the process and its database answer. GET /api/ready: readiness, 200 when this
 * replica can serve (migrations applied, database, the file store taking its configuration, search index), else 503
 * with the reason; 200 with `degraded: ["storage"]` while the file store does not answer (services/readiness.ts).
 */
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../services/health.ts';
import { readiness } from '../services/readiness.ts';

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

  // Logged when it changes, not at every probe of the balancer.
  let storageWasDown = false;
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    const { reason, storageDown = false } = await readiness(app.deps.database, app.deps.storage);
    reply.header('cache-control', 'no-store');
    if (storageDown !== storageWasDown) {
      if (storageDown) request.log.warn('file store not answering: staying ready, file calls answer 503');
      else request.log.info('file store answering again');
      storageWasDown = storageDown;
    }
    if (reason !== undefined) {
      request.log.warn({ reason }, 'not ready');
      return reply.code(503).send({ status: 'not-ready', reason });
    }
    return storageDown ? { status: 'ready', degraded: ['storage'] } : { status: 'ready' };
  });
}
