/** Undo and withdrawal of content (content, admin): publish or unpublish, and delete, any withdrawable kind. */
import type { FastifyInstance } from 'fastify';
import { contentDelete, contentPublish } from '../../../shared/contract/admin/withdrawal.ts';
import { ok } from '../../../shared/envelope.ts';
import { deleteContent, setPublished } from '../../services/admin/content-withdrawal.ts';
import { defineStaffRoute } from './define-staff-route.ts';
import { actorOf } from './staff-session.ts';

/** Registers the publish and delete routes. */
export async function withdrawalRoutes(app: FastifyInstance): Promise<void> {
  const { database, now } = app.deps;
  defineStaffRoute(app, contentPublish, async ({ body, request }) =>
    ok(await setPublished(database.db, actorOf(request), body, now())),
  );
  defineStaffRoute(app, contentDelete, async ({ body, request }) =>
    ok(await deleteContent(database.db, actorOf(request), body, now())),
  );
}
