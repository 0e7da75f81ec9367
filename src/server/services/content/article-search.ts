/**
 * The article search (SearchArticles): English full-text search of the stored vector (migration 0008, services/search/
 * full-text.ts), newest first like the other lists.
 *
 * One prepared statement per database: the page's ids come from the GIN index of the vector (exact words, no prefix
 * scan) and the matching rows' published_at (a bitmap scan, then a top-N sort), then only those rows are read (a
 * deferred join, article-pages.ts). It is not ordered by ts_rank: that reads every matching row's vector (compressed
 * in the row), 40–90 ms per search at 100,000 articles against under 1 ms without it (docs/PERFORMANCE.md).
 */
import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.ts';
import type { Article, Paged } from '../../../shared/contract/entities.ts';
import { perDatabase, type Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { fullTextQuery, searchClauses, vectorMatches } from '../search/full-text.ts';
import { pageQuery, toArticle } from './article-pages.ts';

/** The search, prepared once per database (a named statement on PostgreSQL: planned once, not per search). */
const prepared = perDatabase((db) =>
  pageQuery(db, vectorMatches(articles.searchVector, sql.placeholder('query')), sql.placeholder('skip')).prepare(
    'articles_search',
  ),
);

/** Page `page` of the articles matching every word of `text` (or its medical synonyms), newest first. */
export async function searchArticles(db: Db, text: string, page: number): Promise<Paged<Article>> {
  const query = fullTextQuery(await searchClauses(db, text), 'all');
  if (query === '') return { result: [], page, hasMore: false };
  const rows = await prepared(db).execute({ query, skip: (page - 1) * PAGE_SIZE });
  return { result: rows.slice(0, PAGE_SIZE).map(toArticle), page, hasMore: rows.length > PAGE_SIZE };
}
