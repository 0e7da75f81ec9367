/** GetPortals.php: the external portals of a link name (query `page`) for a focus. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { portals } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';
import { focusFor } from './focus.ts';

/** Registers GetPortals.php: rows of that link name and focus, in the order they were added. */
export async function getPortalsRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getPortals, async ({ query, request }) => {
    const focus = await focusFor(app, request, query.therapeutic_focus);
    const rows = await app.deps.database.db
      .select()
      .from(portals)
      .where(and(eq(portals.linkName, query.page.trim()), eq(portals.therapeuticFocus, focus)))
      .orderBy(asc(portals.id));
    return ok(rows.map((row) => ({ portal_id: String(row.id), title: row.title, link: row.link })));
  });
}
