/** GetEmailers.php: the emailers of a sub-category for a focus. */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { emailersOf } from '../../services/content/link-lists.ts';
import { defineRoute } from '../define-route.ts';
import { focusFor } from './focus.ts';

/** Registers GetEmailers.php: rows of that sub-category title and focus, in the order they were added. */
export async function getEmailersRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getEmailers, async ({ query, request }) => {
    const focus = await focusFor(app, request, query.therapeutic_focus);
    return ok(await emailersOf(app.deps.database.db, query.subcategory_title.trim(), focus));
  });
}
