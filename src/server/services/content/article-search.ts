/**
 * The article search (SearchArticles): English full-text search of the stored vector (migration 0008, services/search/
 * full-text.ts), best match first (a title match above a description one), then newest first.
 *
 * One prepared statement per database: the page's ids and ranks come from the GIN index of the vector and the
 * matching rows' vectors (a bitmap scan, then a top-N sort), then only those rows are read (a deferred join).
 */
import { type Placeholder, desc, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.ts';
import type { Article, Paged } from '../../../shared/contract/entities.ts';
import { perDatabase, type Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { fullTextQuery, searchClauses, vectorMatches, vectorRank } from '../search/full-text.ts';
import { articleColumns, newestFirst, toArticle } from './article-pages.ts';

/** The ranked page query: `query` is a to_tsquery() text, `skip` the rows before the page (exported to EXPLAIN it). */
export function articleSearchQuery(db: Db, query: string | Placeholder, skip: number | Placeholder) {
  const rank = vectorRank(articles.searchVector, query);
  const hits = db
    .select({ id: articles.id, rank: sql<number>`${rank}`.as('rank') })
    .from(articles)
    .where(vectorMatches(articles.searchVector, query))
    .orderBy(desc(rank), ...newestFirst)
    .limit(PAGE_SIZE + 1)
    .offset(skip)
    .as('hits');
  return db
    .select(articleColumns)
    .from(articles)
    .innerJoin(hits, eq(articles.id, hits.id))
    .orderBy(desc(hits.rank), ...newestFirst);
}

/** The search, prepared once per database (a named statement on PostgreSQL: planned once, not per search). */
const prepared = perDatabase((db) =>
  articleSearchQuery(db, sql.placeholder('query'), sql.placeholder('skip')).prepare('articles_search'),
);

/** Page `page` of the articles matching every word of `text` (or its medical synonyms), best match first. */
export async function searchArticles(db: Db, text: string, page: number): Promise<Paged<Article>> {
  const query = fullTextQuery(await searchClauses(db, text), 'all');
  if (query === '') return { result: [], page, hasMore: false };
  const rows = await prepared(db).execute({ query, skip: (page - 1) * PAGE_SIZE });
  return { result: rows.slice(0, PAGE_SIZE).map(toArticle), page, hasMore: rows.length > PAGE_SIZE };
}
