/** GetTherapyArticles.php: the articles of one therapy, newest first, one page (none for an unknown therapy). */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { articles } from '../../db/schema.ts';
import { defineRoute } from '../define-route.ts';
import { articlePage, toTherapyArticle } from './article-pages.ts';

/** Registers GetTherapyArticles.php. */
export async function getTherapyArticlesRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getTherapyArticles, async ({ body }) => {
    const where = eq(articles.therapy, body.Therapy.trim());
    return ok(await articlePage(app.deps.database.db, where, Number(body.page), toTherapyArticle));
  });
}
