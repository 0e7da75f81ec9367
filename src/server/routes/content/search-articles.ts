/** SearchArticles.php: articles whose title or description contains every searched word, newest first, one page. */
import type { FastifyInstance } from 'fastify';
import { content } from '../../../shared/contract/index.ts';
import { ok } from '../../../shared/envelope.ts';
import { articles } from '../../db/schema.ts';
import { foldedMatchesAllWords } from '../catalogue/folded-match.ts';
import { defineRoute } from '../define-route.ts';
import { articlePage, toArticle } from './article-pages.ts';

/** Registers SearchArticles.php. */
export async function searchArticlesRoute(app: FastifyInstance): Promise<void> {
  defineRoute(app, content.searchArticles, async ({ body }) => {
    const where = foldedMatchesAllWords([articles.searchFolded], body.search_string);
    return ok(await articlePage(app.deps.database.db, where, Number(body.page), toArticle));
  });
}
