/** GetJournal.php: the articles of one journal, newest first, one page, and its title (404 for an unknown journal). */
import type { FastifyInstance } from 'fastify';
import type { JournalPage } from '../../../shared/contract/entities.ts';
import { content } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { currentLanguage, m } from '../../services/language.ts';
import { AppError } from '../../errors.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { journalArticles } from '../../services/content/article-lists.ts';
import { rowId } from '../../services/row-id.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** Pages by journal id and page number, or undefined for a journal that does not exist and language (their language first; the same for every member of it). */
const pages = catalogueCache<string, SerializedAnswer<Ok<JournalPage>> | undefined>(1024);

/** Registers GetJournal.php. */
export async function getJournalRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getJournal, async ({ body }) => {
    const { db } = app.deps.database;
    const id = rowId(body.Jid);
    const page = Number(body.page);
    const answer =
      id === undefined
        ? undefined
        : await pages(db).get(`${id}\n${page}\n${currentLanguage()}`, async () => {
            const list = await journalArticles(db, id, page);
            return list && serialized(ok(list));
          });
    if (!answer) throw new AppError(404, 'NOT_FOUND', m.journalNotFound);
    return answer;
  });
}
