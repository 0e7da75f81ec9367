/** GetJournal.php: the articles of one journal, newest first, one page (404 for an unknown journal). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JournalEntry, Paged } from '../../../shared/contract/entities.ts';
import { content } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { m } from '../../../shared/messages/index.ts';
import { articles, journals } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { rowId } from '../catalogue/row-id.ts';
import { defineRoute } from '../define-route.ts';
import type { Db } from '../../db/client.ts';
import { catalogueCache } from '../catalogue/cached.ts';
import { articlePage, toJournalEntry } from './article-pages.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** Pages by journal id and page number, or undefined for a journal that does not exist (the same for every member). */
const pages = catalogueCache<string, SerializedAnswer<Ok<Paged<JournalEntry>>> | undefined>(1024);

async function journalPage(
  db: Db,
  id: number,
  page: number,
): Promise<SerializedAnswer<Ok<Paged<JournalEntry>>> | undefined> {
  const [journal] = await db.select({ id: journals.id }).from(journals).where(eq(journals.id, id)).limit(1);
  return journal
    ? serialized(ok(await articlePage(db, eq(articles.journalId, journal.id), page, toJournalEntry)))
    : undefined;
}

/** Registers GetJournal.php. */
export async function getJournalRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getJournal, async ({ body }) => {
    const { db } = app.deps.database;
    const id = rowId(body.Jid);
    const page = Number(body.page);
    const answer =
      id === undefined ? undefined : await pages(db).get(`${id}\n${page}`, () => journalPage(db, id, page));
    if (!answer) throw new AppError(404, 'NOT_FOUND', m.journalNotFound);
    return answer;
  });
}
