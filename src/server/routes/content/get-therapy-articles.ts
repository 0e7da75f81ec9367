/** GetTherapyArticles.php: the articles of one therapy, newest first, one page (none for an unknown therapy). */
import type { FastifyInstance } from 'fastify';
import type { Paged, TherapyArticle } from '../../../shared/contract/entities.ts';
import { content } from '../../../shared/contract/index.ts';
import { ok, type Ok } from '../../../shared/envelope.ts';
import { catalogueCache } from '../../services/catalogue/cache.ts';
import { therapyArticles } from '../../services/content/article-lists.ts';
import { currentLanguage } from '../../services/language.ts';
import { defineRoute } from '../define-route.ts';
import { serialized, type SerializedAnswer } from '../serialized.ts';

/** Pages by therapy and page number and language (their language first; the same for every member of it). */
const pages = catalogueCache<string, SerializedAnswer<Ok<Paged<TherapyArticle>>>>(1024);

/** Registers GetTherapyArticles.php. */
export async function getTherapyArticlesRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getTherapyArticles, async ({ body }) => {
    const { db } = app.deps.database;
    const therapy = body.Therapy.trim();
    const page = Number(body.page);
    return pages(db).get(`${page}\n${currentLanguage()}\n${therapy}`, async () =>
      serialized(ok(await therapyArticles(db, therapy, page))),
    );
  });
}
