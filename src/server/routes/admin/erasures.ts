/** Erasure requests in the console (admin, compliance): the queue and its processing (issue 27). */
import type { FastifyInstance } from 'fastify';
import { erasures } from '../../../shared/contract/admin/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { listErasures, processErasure } from '../../services/privacy/erasure.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the erasure routes. */
export async function erasureRoutes(app: FastifyInstance): Promise<void> {
  const { database, now, storage, mail, sms, sessions, config } = app.deps;
  const db = database.db;

  defineStaffRoute(app, erasures.erasuresList, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listErasures(db, { ...query, page, pageSize })), page, pageSize });
  });

  defineStaffRoute(app, erasures.erasureProcess, async ({ body, request }) => {
    const deps = { db, storage, mail, sms, sessions, privacy: config.privacy, log: request.log };
    return ok(await processErasure(deps, actorOf(request), body.id, new Date(now())));
  });
}
