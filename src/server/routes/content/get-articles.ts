/** GetArticles.php: every article, newest first, one page. */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { defineRoute } from '../define-route.ts';
import { articlePage, toArticle } from './article-pages.ts';

/** Registers GetArticles.php. */
export async function getArticlesRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.getArticles, async ({ body }) =>
    ok(await articlePage(app.deps.database.db, undefined, Number(body.page), toArticle)));
}
