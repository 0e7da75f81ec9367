/** GetJournal.php: the articles of one journal, newest first, one page (404 for an unknown journal). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { m } from '../../../shared/messages/index.ts';
import { articles, journals } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { rowId } from '../catalogue/row-id.ts';
import { defineRoute } from '../define-route.ts';
import { articlePage, toJournalEntry } from './article-pages.ts';

/** Registers GetJournal.php. */
export async function getJournalRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getJournal, async ({ body }) => {
    const { db } = app.deps.database;
    const id = rowId(body.Jid);
    const [journal] = id === undefined ? []
      : await db.select({ id: journals.id }).from(journals).where(eq(journals.id, id)).limit(1);
    if (!journal) throw new AppError(404, 'NOT_FOUND', m.journalNotFound);
    return ok(await articlePage(db, eq(articles.journalId, journal.id), Number(body.page), toJournalEntry));
  });
}
