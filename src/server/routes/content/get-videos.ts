/** GetVideos.php: the videos of a link name (query `page`) for a focus. */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { videosOf } from '../../services/content/link-lists.ts';
import { defineRoute } from '../define-route.ts';
import { focusFor } from './focus.ts';

/** Registers GetVideos.php: rows of that link name and focus, in the order they were added. */
export async function getVideosRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getVideos, async ({ query, request }) => {
    const focus = await focusFor(app, request, query.therapeutic_focus);
    return ok(await videosOf(app.deps.database.db, query.page.trim(), focus));
  });
}
