/** GET /api/health: 200 when the process and its database answer, 503 otherwise (for load balancers). */
import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../services/health.ts';

/** Registers the health check. */
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
}
