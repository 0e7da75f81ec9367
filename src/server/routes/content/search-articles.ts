/**
 * SearchArticles.php: articles whose title or description contains every searched word, newest first, one page
 * (the same for every member of a language, so cached for a moment: popular searches are asked by many).
 */
import type { FastifyInstance } from 'fastify';
import type { Article, Paged } from '../../../shared/contract/entities.ts';
import { content } from '../../../shared/contract/index.ts';
import type { Ok } from '../../../shared/envelope.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { searchArticlesJson } from '../../services/content/article-search.ts';
import { currentLanguage } from '../../services/language.ts';
import { defineRoute } from '../define-route.ts';
import { type SerializedAnswer, serializedPage } from '../serialized.ts';

/**
 * Pages by search text (spaces collapsed, case kept: the match folds it anyway), language and page number: the
 * searches of the last moment only. An answer not in it costs a fraction of a millisecond (the article index on
 * PostgreSQL), and holding 1,024 of them cost more than it saved: under a stream of distinct searches each lived long
 * enough to reach the old generation and die there, and the collections that followed took uncached searches at 20
 * connections from 3.9k req/s, p99 22 ms (16 entries) to 3.0k req/s, p99 35–38 ms (docs/PERFORMANCE.md).
 */
const pages = catalogueCache<string, SerializedAnswer<Ok<Paged<Article>>>>(16);

/** Registers SearchArticles.php. */
export async function searchArticlesRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.searchArticles, async ({ body }) => {
    const { db } = app.deps.database;
    const text = body.search_string.trim().replace(/\s+/g, ' ');
    const page = Number(body.page);
    return pages(db).get(`${page}\n${currentLanguage()}\n${text}`, async () => {
      const found = await searchArticlesJson(db, text, page);
      return serializedPage<Article>(found.result, found.page, found.hasMore);
    });
  });
}
