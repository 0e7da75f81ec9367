/** Notification routes (content, admin): the topics and their audience, send a push, the history of pushes sent. */
import type { FastifyInstance } from 'fastify';
import { push } from '../../../shared/contract/admin/content-calls.ts';
import { ok } from '../../../shared/envelope.ts';
import { listPushSends, pushAudience, sendTopicPush } from '../../services/admin/push-sends.ts';
import { defineStaffRoute, pageParams } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the notification routes. */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { config, database, now } = app.deps;

  defineStaffRoute(app, push.pushAudience, async () =>
    ok({ topics: await pushAudience(database.db), configured: config.fcm.serviceAccountFile !== undefined }),
  );

  defineStaffRoute(app, push.pushSend, async ({ body, request }) =>
    ok(await sendTopicPush(database.db, actorOf(request), body, config.fcm, config.siteUrl, now())),
  );

  defineStaffRoute(app, push.pushHistory, async ({ query }) => {
    const { page, pageSize } = pageParams(query);
    return ok({ ...(await listPushSends(database.db, page, pageSize)), page, pageSize });
  });
}
