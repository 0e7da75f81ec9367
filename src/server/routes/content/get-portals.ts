/** GetPortals.php: the external portals of a link name (query `page`) for a focus. */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { portalsOf } from '../../services/content/link-lists.ts';
import { defineRoute } from '../define-route.ts';
import { focusFor } from './focus.ts';

/** Registers GetPortals.php: rows of that link name and focus, in the order they were added. */
export async function getPortalsRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getPortals, async ({ query, request }) => {
    const focus = await focusFor(app, request, query.therapeutic_focus);
    return ok(await portalsOf(app.deps.database.db, query.page.trim(), focus));
  });
}
