/** GetEmailers.php: the emailers of a sub-category for a focus. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { emailers } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';
import { focusFor } from './focus.ts';

/** Registers GetEmailers.php: rows of that sub-category title and focus, in the order they were added. */
export async function getEmailersRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getEmailers, async ({ query, request }) => {
    const focus = await focusFor(app, request, query.therapeutic_focus);
    const rows = await app.deps.database.db
      .select()
      .from(emailers)
      .where(and(eq(emailers.subCategoryTitle, query.subcategory_title.trim()), eq(emailers.therapeuticFocus, focus)))
      .orderBy(asc(emailers.id));
    return ok(rows.map((row) => ({ title: row.title, journal_id: String(row.journalId) })));
  });
}
