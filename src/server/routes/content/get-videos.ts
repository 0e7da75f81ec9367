/** GetVideos.php: the videos of a link name (query `page`) for a focus. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { videos } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';
import { focusFor } from './focus.ts';

/** Registers GetVideos.php: rows of that link name and focus, in the order they were added. */
export async function getVideosRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getVideos, async ({ query, request }) => {
    const focus = await focusFor(app, request, query.therapeutic_focus);
    const rows = await app.deps.database.db
      .select()
      .from(videos)
      .where(and(eq(videos.linkName, query.page.trim()), eq(videos.therapeuticFocus, focus)))
      .orderBy(asc(videos.id));
    return ok(
      rows.map((row) => ({
        video_id: String(row.id),
        title: row.title,
        trailer_link: row.trailerLink,
        link: row.link,
        thumbnail: row.thumbnail,
      })),
    );
  });
}
