/** GetArticles.php: every article, newest first, one page (the same for every member of a language, so cached for a moment). */
import type { FastifyInstance } from 'fastify';
import type { Article, Paged } from '../../../shared/contract/entities.ts';
import { content } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { allArticles } from '../../services/content/article-lists.ts';
import { currentLanguage } from '../../services/language.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** Pages by number and language (a Hindi or Nepali member sees their language first). */
const pages = catalogueCache<string, SerializedAnswer<Ok<Paged<Article>>>>(1024);

/** Registers GetArticles.php. */
export async function getArticlesRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getArticles, async ({ body }) => {
    const { db } = app.deps.database;
    const page = Number(body.page);
    return pages(db).get(`${page}\n${currentLanguage()}`, async () => serialized(ok(await allArticles(db, page))));
  });
}
